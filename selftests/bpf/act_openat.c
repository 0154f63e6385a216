// SPDX-License-Identifier: GPL-2.0
/*
 * act_openat: as the filter of syscalls:sys_enter_openat, keep every open;
 * it calls bpf_event_filter_trace_on() only for an open of dfd 12345,
 * which nothing makes, so that it is an acting filter whose run the
 * kfuncs look for. Each run spins 5000 bpf_loop() steps, so that timer
 * interrupts land in it.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include "../../samples/bpf/bpf_event_filter.h"

static long act_spin(__u64 i, void *ctx)
{
	*(__u64 *)ctx += i;
	return 0;
}

SEC("raw_tp")
int BPF_PROG(act_openat, long nr, long dfd)
{
	__u64 sum = 0;

	bpf_loop(5000, act_spin, &sum, 0);
	if (dfd == 12345 || sum == 1)
		bpf_event_filter_trace_on();
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
