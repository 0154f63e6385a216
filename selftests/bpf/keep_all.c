// SPDX-License-Identifier: GPL-2.0
/* Keeps every event of any static tracepoint. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("raw_tp")
int keep_all(void *ctx)
{
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
