// SPDX-License-Identifier: GPL-2.0
/* A loop that never ends: the verifier refuses it. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("raw_tp")
int endless(u64 *ctx)
{
	if (ctx[0])
		for (;;)
			;
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
