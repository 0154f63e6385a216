// SPDX-License-Identifier: GPL-2.0
/*
 * act_tracepoint: a perf tracepoint program (SEC("tp/...")) calling
 * bpf_event_filter_trace_off(): not a type a filter runs, so the verifier
 * refuses the call.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include "../../samples/bpf/bpf_event_filter.h"

SEC("tp/net/netif_receive_skb")
int act_tracepoint(void *ctx)
{
	return bpf_event_filter_trace_off() == 0;
}

char LICENSE[] SEC("license") = "GPL";
