// SPDX-License-Identifier: GPL-2.0
/*
 * act_kfault: the filter of a kprobe event on ksys_fadvise64_64() whose
 * argument fetch reads user address 0, and so faults inside the event's
 * record: keep every call, and stop recording in the filter's instance
 * after it. acts: 0 the calls, 1 what trace_off returned.
 */
#include "act_lo.h"

SEC("kprobe")
int act_kfault(struct pt_regs *ctx)
{
	act_count();
	act_returned(bpf_event_filter_trace_off());
	return 1;
}
