// SPDX-License-Identifier: GPL-2.0
/*
 * filter_arm: record what the scheduler does only while an open is in
 * progress. The filters of syscalls:sys_enter_openat and sys_exit_openat
 * count the opens begun and not yet returned; the first arms
 * sched:sched_switch, the last disarms it. A slow open (a FIFO waiting
 * for its writer, a lock, a network file system) then shows what ran
 * meanwhile, without recording every switch of the machine. A trigger
 * cannot say it: enable_event fires on one event, and its predicates see
 * no count.
 *
 *   bpftool prog loadall filter_arm.o /sys/fs/bpf/arm autoattach
 *
 * attaches both with bpf_links; sched_switch's enable reads 0* (soft
 * mode), and 1* while armed. Then enable the two syscall events: a filter
 * runs for the events its instance records, and these show the windows
 * (a filter returning 0 would keep the switches only). The edges are
 * approximate: opens on other CPUs that begin and end together may arm
 * and disarm in either order.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include "bpf_event_filter.h"

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 4096);
	__type(key, __u32);		/* tid */
	__type(value, __u8);
} opening SEC(".maps");

/* The opens begun since the filters were put in force and not returned */
__s64 in_flight;

SEC("event_filter/syscalls/sys_enter_openat")
int BPF_PROG(arm_enter)
{
	__u32 tid = bpf_get_current_pid_tgid();
	__u8 one = 1;

	if (bpf_map_update_elem(&opening, &tid, &one, BPF_NOEXIST))
		return 1;
	if (__sync_fetch_and_add(&in_flight, 1) == 0)
		bpf_event_filter_arm("sched:sched_switch");
	return 1;
}

SEC("event_filter/syscalls/sys_exit_openat")
int BPF_PROG(arm_exit)
{
	__u32 tid = bpf_get_current_pid_tgid();

	/* An open begun before the filter was in force counts for nothing */
	if (bpf_map_delete_elem(&opening, &tid))
		return 1;
	if (__sync_fetch_and_add(&in_flight, -1) == 1)
		bpf_event_filter_disarm("sched:sched_switch");
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
