// SPDX-License-Identifier: GPL-2.0
/*
 * A freplace extension of global_sub.c's global_decide(): it would drop
 * what the filter keeps, unchecked, if a filter's program could be
 * extended.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("freplace/global_decide")
int ext_decide(int keep)
{
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
