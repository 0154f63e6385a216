// SPDX-License-Identifier: GPL-2.0
/*
 * filter_btf: filter_ex1 as a tp_btf program. As the filter of
 * net:netif_receive_skb, keep only packets received on the loopback device.
 *
 *   cat filter_btf.o > /sys/kernel/tracing/events/net/netif_receive_skb/filter
 *
 * SEC("tp_btf/<tracepoint>") makes it a BPF_PROG_TYPE_TRACING program
 * verified against the tracepoint's BTF: the verifier knows the argument
 * is a struct sk_buff *, so skb->dev->name is read with plain loads (the
 * JIT guards them against faults) rather than bpf_probe_read_kernel*()
 * calls. The section must name the event's tracepoint.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

SEC("tp_btf/netif_receive_skb")
int BPF_PROG(filter_btf, struct sk_buff *skb)
{
	const char *devname = skb->dev->name;

	/* Non-zero keeps the event, 0 drops it. */
	return devname[0] == 'l' && devname[1] == 'o' && devname[2] == '\0';
}

char LICENSE[] SEC("license") = "GPL";
