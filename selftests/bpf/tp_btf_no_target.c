// SPDX-License-Identifier: GPL-2.0
/* A tp_btf program that names no tracepoint: nothing to type it by. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("tp_btf")
int tp_btf_no_target(u64 *ctx)
{
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
