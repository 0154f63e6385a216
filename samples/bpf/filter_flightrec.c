// SPDX-License-Identifier: GPL-2.0
/*
 * filter_flightrec: a flight recorder. As the filter of
 * syscalls:sys_exit_openat, record every open, and stop recording in the
 * filter's instance at the 3rd failed open of one process within a
 * second: that open is the last record, and the buffer holds what led to
 * it. A trigger cannot say it: its predicates count nothing.
 *
 *   bpftool prog load filter_flightrec.o /sys/fs/bpf/flightrec autoattach
 *
 * attaches it to events/syscalls/sys_exit_openat with a bpf_link (or pin
 * it and write "bpf pinned=/sys/fs/bpf/flightrec" to an instance's
 * filter file). Enable the event, and the rest of what the recorder
 * records, then read trace once tracing_on reads 0.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include "bpf_event_filter.h"

/* The failed opens that stop recording, and the window they fall in */
const volatile __u32 nth = 3;
const volatile __u64 window_ns = 1000000000;

/* A process's failed opens in its current window */
struct fails {
	__u64 first_ns;
	__u64 count;
};

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 4096);
	__type(key, __u32);		/* tgid */
	__type(value, struct fails);
} fails SEC(".maps");

/* The syscall event's slots: the syscall number, its return value */
SEC("event_filter/syscalls/sys_exit_openat")
int BPF_PROG(filter_flightrec, long nr, long ret)
{
	__u32 tgid = bpf_get_current_pid_tgid() >> 32;
	__u64 now = bpf_ktime_get_ns();
	struct fails *f, first = { .first_ns = now, .count = 1 };
	__u64 count;

	if (ret >= 0)
		return 1;
	f = bpf_map_lookup_elem(&fails, &tgid);
	if (f && now - f->first_ns <= window_ns) {
		count = __sync_add_and_fetch(&f->count, 1);
	} else {
		bpf_map_update_elem(&fails, &tgid, &first, BPF_ANY);
		count = 1;
	}
	if (count == nth)
		bpf_event_filter_trace_off();
	/* Keep every event: the recorder records; the stop comes after. */
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
