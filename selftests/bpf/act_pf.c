// SPDX-License-Identifier: GPL-2.0
/*
 * act_pf: the filter of exceptions:page_fault_kernel: keep every fault,
 * and stop recording in the filter's instance after one at address 0,
 * which in the guest only a kprobe event's fetch of user address 0 makes
 * (act_kfault). acts: 0 such faults, 1 what trace_off returned.
 */
#include "act_lo.h"

SEC("raw_tp/page_fault_kernel")
int BPF_PROG(act_pf, unsigned long address, struct pt_regs *regs,
	     unsigned long error_code)
{
	if (address)
		return 1;
	act_count();
	act_returned(bpf_event_filter_trace_off());
	return 1;
}
