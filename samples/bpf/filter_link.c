// SPDX-License-Identifier: GPL-2.0
/*
 * filter_link: filter_ex1 for libbpf users. The section names the event,
 * so that libbpf attaches the program as its filter with a bpf_link
 * (bpf_program__attach(), or a skeleton's attach()):
 *
 *   SEC("event_filter/<system>/<event>")
 *
 * The kernel reads the same object too: cat filter_link.o > .../filter
 * installs it as filter_ex1.o would be. Either way net:netif_receive_skb
 * keeps only packets received on the loopback device.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_tracing.h>

SEC("event_filter/net/netif_receive_skb")
int BPF_PROG(filter_link, struct sk_buff *skb)
{
	char devname[4] = {};

	BPF_CORE_READ_STR_INTO(&devname, skb, dev, name);
	/* Non-zero keeps the event, 0 drops it. */
	return devname[0] == 'l' && devname[1] == 'o' && devname[2] == '\0';
}

char LICENSE[] SEC("license") = "GPL";
