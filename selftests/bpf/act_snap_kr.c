// SPDX-License-Identifier: GPL-2.0
/*
 * act_snap_kr: the filter of a kretprobe event on ring_buffer_record_on(),
 * which a snapshot's swap and tracing_start() call while they hold the
 * instance's max_lock with interrupts off: it takes a snapshot on every
 * call. acts: 0 the calls, 1 those the kfunc said -EBUSY to.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include "../../samples/bpf/bpf_event_filter.h"

#define EBUSY 16

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 2);
	__type(key, __u32);
	__type(value, __s64);
} acts SEC(".maps");

static __always_inline void act_inc(__u32 key)
{
	__s64 *v = bpf_map_lookup_elem(&acts, &key);

	if (v)
		__sync_fetch_and_add(v, 1);
}

SEC("kretprobe")
int act_snap_kr(struct pt_regs *ctx)
{
	act_inc(0);
	if (bpf_event_filter_snapshot() == -EBUSY)
		act_inc(1);
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
