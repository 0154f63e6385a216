// SPDX-License-Identifier: GPL-2.0
/*
 * act_ustop: as the filter of a uprobe event on uprobed's visit(), keep
 * every call, and stop recording in the filter's instance after the 3rd.
 * acts: 0 the calls seen, 1 what trace_off returned.
 */
#include "act_lo.h"

SEC("uprobe")
int act_ustop(struct pt_regs *ctx)
{
	if (act_count() == 3)
		act_returned(bpf_event_filter_trace_off());
	return 1;
}
