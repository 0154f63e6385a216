// SPDX-License-Identifier: GPL-2.0
/*
 * A sleepable raw tracepoint program (raw_tp.s: BPF_F_SLEEPABLE), which
 * Linux 7.2 runs on the faultable syscall tracepoints: a syscall event's
 * filter must refuse it, since filters run where nothing sleeps. Kernels
 * before sleepable raw tracepoint programs do not load it.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

SEC("raw_tp.s")
int BPF_PROG(sleep_raw_tp, int nr, const char *filename)
{
	char buf[8];

	return bpf_copy_from_user(buf, sizeof(buf), filename) == 0;
}

char LICENSE[] SEC("license") = "GPL";
