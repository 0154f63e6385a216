// SPDX-License-Identifier: GPL-2.0
/*
 * recurse_printk: keeps every event, and calls bpf_trace_printk(), which
 * fires the bpf_trace:bpf_trace_printk tracepoint. Pinned, and named as
 * the filter of net:netif_receive_skb and of bpf_trace:bpf_trace_printk,
 * it runs for a packet's event, and the printk event its call makes nests
 * in that run: a recursion miss, which drops the printk event (bpf/51).
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("raw_tp")
int recurse_printk(void *ctx)
{
	bpf_printk("recurse_printk");
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
