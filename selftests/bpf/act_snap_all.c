// SPDX-License-Identifier: GPL-2.0
/*
 * act_snap_all: as the filter of syscalls:sys_enter_openat, keep every
 * open and ask for a snapshot at each (the instance's filters get one a
 * millisecond at most). acts: 0 the opens, 1 the snapshots taken.
 */
#include "act_lo.h"

SEC("raw_tp")
int BPF_PROG(act_snap_all, long nr, long dfd)
{
	__u32 key = 1;
	__s64 *taken;

	act_count();
	if (bpf_event_filter_snapshot())
		return 1;
	taken = bpf_map_lookup_elem(&acts, &key);
	if (taken)
		__sync_fetch_and_add(taken, 1);
	return 1;
}
