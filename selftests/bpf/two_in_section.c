// SPDX-License-Identifier: GPL-2.0
/* Two programs in one section. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("raw_tp")
int first(void *ctx)
{
	return 1;
}

SEC("raw_tp")
int second(void *ctx)
{
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
