// SPDX-License-Identifier: GPL-2.0
/*
 * A freplace extension of global_sub.c's other sub-program, global_keep():
 * attached beside ext_decide.c, it still extends the program once
 * ext_decide.c is gone.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("freplace/global_keep")
int ext_keep(int keep)
{
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
