// SPDX-License-Identifier: GPL-2.0
/*
 * filter_ex1: the 2013 RFC's example on today's kernel. As the filter of
 * net:netif_receive_skb, keep only packets received on the loopback device.
 *
 *   cat filter_ex1.o > /sys/kernel/tracing/events/net/netif_receive_skb/filter
 *
 * The context is the tracepoint's arguments as u64 slots: here one, the
 * skb. skb->dev->name is read with CO-RE (the kernel applies the
 * relocations), so the object fits any kernel with BTF.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_tracing.h>

SEC("raw_tp/netif_receive_skb")
int BPF_PROG(filter_ex1, struct sk_buff *skb)
{
	char devname[4] = {};

	BPF_CORE_READ_STR_INTO(&devname, skb, dev, name);
	/* Non-zero keeps the event, 0 drops it. */
	return devname[0] == 'l' && devname[1] == 'o' && devname[2] == '\0';
}

char LICENSE[] SEC("license") = "GPL";
