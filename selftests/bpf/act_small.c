// SPDX-License-Identifier: GPL-2.0
/*
 * act_small: the shortest acting filter: an arm of
 * sched:sched_process_exit that no run reaches; it drops every event. The
 * control of act_big, the same program as long as the verifier takes
 * (bpf/65).
 */
#include "act_lo.h"

SEC("raw_tp")
int act_small(void *ctx)
{
	if (bpf_get_smp_processor_id() == 12345)
		bpf_event_filter_arm("sched:sched_process_exit");
	return 0;
}
