// SPDX-License-Identifier: GPL-2.0
/*
 * act_small: the shortest acting filter: an arm of
 * sched:sched_process_exit that no run reaches; it drops every event. The
 * control of act_big, the same arm with the most a filter may name
 * (bpf/65). The arm is under a global that nothing sets: the verifier
 * cannot decide it, so it explores the arm and records it, and every run
 * reads 0. (A CPU number of 12345, which 7.2's verifier knows no CPU has,
 * made the arm dead code and the program one that does not act.)
 */
#include "act_lo.h"

int act_small_never;

SEC("raw_tp")
int act_small(void *ctx)
{
	if (act_small_never)
		bpf_event_filter_arm("sched:sched_process_exit");
	return 0;
}
