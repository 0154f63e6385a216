// SPDX-License-Identifier: GPL-2.0
/*
 * act_sig_arm: as the filter of signal:signal_generate, arm
 * sched:sched_process_exit at a SIGUSR1 and disarm it at a SIGUSR2; keep
 * every signal. acts[0] counts the signals, acts[1] holds what the last
 * kfunc returned (bpf/62, the churn of acting filters).
 */
#include "act_lo.h"

#define SIGUSR1	10
#define SIGUSR2	12

SEC("tp_btf/signal_generate")
int BPF_PROG(act_sig_arm, int sig, struct kernel_siginfo *info,
	     struct task_struct *task, int group, int result)
{
	act_count();
	if (sig == SIGUSR1)
		act_returned(bpf_event_filter_arm("sched:sched_process_exit"));
	else if (sig == SIGUSR2)
		act_returned(bpf_event_filter_disarm("sched:sched_process_exit"));
	return 1;
}
