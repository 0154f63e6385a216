// SPDX-License-Identifier: GPL-2.0
/*
 * A filter whose decision is a global sub-program: what a freplace
 * program can extend (bpf/46 checks that it cannot while the program is
 * in force).
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

__noinline int global_decide(int keep)
{
	/* A helper's result: the compiler cannot tell what this returns */
	return keep && bpf_get_prandom_u32() != 42;
}

SEC("raw_tp")
int global_sub(void *ctx)
{
	/* Not a constant: the call stays, and with it the sub-program */
	return global_decide(bpf_get_smp_processor_id() < 1024);
}

char LICENSE[] SEC("license") = "GPL";
