// SPDX-License-Identifier: GPL-2.0
/* Writable global variables (.bss) are not supported in event filters. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

u64 seen;

SEC("raw_tp")
int global_var(void *ctx)
{
	seen++;
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
