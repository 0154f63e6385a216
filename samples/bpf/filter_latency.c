// SPDX-License-Identifier: GPL-2.0
/*
 * filter_latency: a latency watchdog. Two filters, of
 * syscalls:sys_enter_openat and syscalls:sys_exit_openat, record every
 * open; when one takes longer than threshold_ns (a FIFO waiting for its
 * writer, a slow network file system), the exit's filter takes a
 * snapshot of its instance: the snapshot holds what was recorded up to
 * that exit, which goes on in the buffer with what follows. The two
 * share the map of start times. A trigger cannot say it: its predicates
 * see one event, not the time between two.
 *
 *   bpftool prog loadall filter_latency.o /sys/fs/bpf/latency autoattach
 *
 * attaches both with bpf_links. Enable the two events, then read snapshot.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include "bpf_event_filter.h"

const volatile __u64 threshold_ns = 200 * 1000 * 1000;

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 4096);
	__type(key, __u32);		/* tid */
	__type(value, __u64);		/* when its open began */
} start SEC(".maps");

SEC("event_filter/syscalls/sys_enter_openat")
int BPF_PROG(latency_enter)
{
	__u32 tid = bpf_get_current_pid_tgid();
	__u64 now = bpf_ktime_get_ns();

	bpf_map_update_elem(&start, &tid, &now, BPF_ANY);
	return 1;
}

SEC("event_filter/syscalls/sys_exit_openat")
int BPF_PROG(latency_exit)
{
	__u32 tid = bpf_get_current_pid_tgid();
	__u64 *began = bpf_map_lookup_elem(&start, &tid);

	if (!began)
		return 1;
	if (bpf_ktime_get_ns() - *began > threshold_ns)
		bpf_event_filter_snapshot();
	bpf_map_delete_elem(&start, &tid);
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
