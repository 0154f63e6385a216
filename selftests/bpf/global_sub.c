// SPDX-License-Identifier: GPL-2.0
/*
 * A filter whose decision is made by global sub-programs: what freplace
 * programs can extend (bpf/46 checks that they cannot while the program
 * is in force, nor put it in force while one of them is attached).
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

__noinline int global_decide(int keep)
{
	/* A helper's result: the compiler cannot tell what this returns */
	return keep && bpf_get_prandom_u32() != 42;
}

/* A second one, for a second extension (ext_keep.c) */
__noinline int global_keep(int keep)
{
	return keep || bpf_get_prandom_u32() == 42;
}

SEC("raw_tp")
int global_sub(void *ctx)
{
	/* Not a constant: the calls stay, and with them the sub-programs */
	return global_keep(global_decide(bpf_get_smp_processor_id() < 1024));
}

char LICENSE[] SEC("license") = "GPL";
