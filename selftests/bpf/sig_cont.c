// SPDX-License-Identifier: GPL-2.0
/*
 * Keeps SIGCONT: the filter of signal:signal_generate, and of a tracepoint
 * probe event (t:) on its tracepoint, which reads the same slots.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

#define SIGCONT 18

SEC("raw_tp/signal_generate")
int BPF_PROG(sig_cont, int sig)
{
	return sig == SIGCONT;
}

char LICENSE[] SEC("license") = "GPL";
