// SPDX-License-Identifier: GPL-2.0
/*
 * A bounded loop the verifier walks once per iteration: 40000 of them,
 * some 400000 instructions processed, a load that lasts long enough for
 * a signal to come in the middle of it.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("raw_tp")
int slow_verify(u64 *ctx)
{
	u64 sum = 0;
	int i;

#pragma clang loop unroll(disable)
	for (i = 0; i < 40000; i++) {
		sum += ctx[0] >> (i & 7);
		/* one iteration at a time: clang may fold none of them */
		asm volatile("" : "+r"(sum));
	}
	return sum & 1;
}

char LICENSE[] SEC("license") = "GPL";
