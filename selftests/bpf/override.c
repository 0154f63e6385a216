// SPDX-License-Identifier: GPL-2.0
/*
 * A kprobe program that changes what it traces: bpf_override_return()
 * makes the probed function return -ENOMEM. perf lets such a program on
 * functions that allow error injection; a filter decides and must not.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

SEC("kprobe")
int BPF_KPROBE(override_ret)
{
	bpf_override_return(ctx, -12);
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
