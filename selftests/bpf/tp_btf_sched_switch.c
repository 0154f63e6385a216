// SPDX-License-Identifier: GPL-2.0
/* A tp_btf program for sched_switch, written to another event's filter. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

SEC("tp_btf/sched_switch")
int BPF_PROG(tp_btf_sched_switch, bool preempt, struct task_struct *prev)
{
	return prev->pid != 0;
}

char LICENSE[] SEC("license") = "GPL";
