// SPDX-License-Identifier: GPL-2.0
/* A function, a license, and no program section. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

__noinline int helper(int x)
{
	return x + 1;
}

char LICENSE[] SEC("license") = "GPL";
