// SPDX-License-Identifier: GPL-2.0
/* Drops every event of any static tracepoint. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("raw_tp")
int drop_all(void *ctx)
{
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
