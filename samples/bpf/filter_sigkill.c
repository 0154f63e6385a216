// SPDX-License-Identifier: GPL-2.0
/*
 * filter_sigkill: as the filter of signal:signal_generate, keep only the
 * SIGKILLs. The worked example of README.md ("Write and try your own
 * filter"): make filter SRC=samples/bpf/filter_sigkill.c, then make shell.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

#define SIGKILL 9

/* tp_btf/<tracepoint>: the arguments are the tracepoint's, typed by BTF. */
SEC("tp_btf/signal_generate")
int BPF_PROG(filter_sigkill, int sig, struct kernel_siginfo *info,
	     struct task_struct *task, int group, int result)
{
	/* Non-zero keeps the event, 0 drops it. */
	return sig == SIGKILL;
}

char LICENSE[] SEC("license") = "GPL";
