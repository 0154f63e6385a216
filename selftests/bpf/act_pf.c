// SPDX-License-Identifier: GPL-2.0
/*
 * act_pf: the filter of exceptions:page_fault_kernel: keep every fault,
 * and restart recording in the filter's instance after one at address 0
 * in fadv, which only a kprobe event's fetch of user address 0 makes
 * (act_kfault). acts: 0 such faults, 1 what trace_on returned.
 */
#include "act_lo.h"

SEC("raw_tp/page_fault_kernel")
int BPF_PROG(act_pf, unsigned long address, struct pt_regs *regs,
	     unsigned long error_code)
{
	char comm[8] = {};

	if (address)
		return 1;
	bpf_get_current_comm(comm, sizeof(comm));
	if (comm[0] != 'f' || comm[1] != 'a' || comm[2] != 'd' ||
	    comm[3] != 'v' || comm[4])
		return 1;
	act_count();
	act_returned(bpf_event_filter_trace_on());
	return 1;
}
