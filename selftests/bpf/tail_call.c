// SPDX-License-Identifier: GPL-2.0
/*
 * A raw_tp program that tail-calls through a prog array: what it runs is
 * whatever the array holds at the time, never checked as a filter.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

struct {
	__uint(type, BPF_MAP_TYPE_PROG_ARRAY);
	__uint(max_entries, 1);
	__type(key, u32);
	__type(value, u32);
} jump SEC(".maps");

SEC("raw_tp")
int tail_call(void *ctx)
{
	bpf_tail_call(ctx, &jump, 0);
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
