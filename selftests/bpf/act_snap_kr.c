// SPDX-License-Identifier: GPL-2.0
/*
 * act_snap_kr: the filter of a kretprobe event on ring_buffer_record_on(),
 * which a snapshot's swap and tracing_start() call while they hold the
 * instance's max_lock with interrupts off: it takes a snapshot on every
 * call. acts: 0 the calls, 1 those the kfunc said -EBUSY to.
 */
#include "act_lo.h"

#define EBUSY 16

SEC("kretprobe")
int act_snap_kr(struct pt_regs *ctx)
{
	__u32 key = 1;
	__s64 *busy;

	act_count();
	if (bpf_event_filter_snapshot() != -EBUSY)
		return 1;
	busy = bpf_map_lookup_elem(&acts, &key);
	if (busy)
		__sync_fetch_and_add(busy, 1);
	return 1;
}
