// SPDX-License-Identifier: GPL-2.0
/* A loop the verifier cannot bound. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("raw_tp")
int endless(u64 *ctx)
{
	volatile u64 n = ctx[0];

	while (n)
		n++;
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
