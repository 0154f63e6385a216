// SPDX-License-Identifier: GPL-2.0
/*
 * devwatch.bpf.c: the BPF half of devwatch.c, a libbpf tool built on a
 * skeleton (bpftool gen skeleton). The program is net:netif_receive_skb's
 * filter: it keeps the packets received on the devices in the map
 * "watched", which the tool fills while tracing runs, and sends each one
 * it keeps to the tool through the ring buffer "packets". The events it
 * drops are never recorded.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_tracing.h>
#include "devwatch.h"

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 64);
	__type(key, __u32);		/* ifindex */
	__type(value, __u8);
} watched SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 4096);
} packets SEC(".maps");

/* libbpf attaches it as the event's filter: a skeleton's attach() does */
SEC("event_filter/net/netif_receive_skb")
int BPF_PROG(devwatch, struct sk_buff *skb)
{
	__u32 ifindex = BPF_CORE_READ(skb, dev, ifindex);
	struct devwatch_packet *p;

	if (!bpf_map_lookup_elem(&watched, &ifindex))
		return 0;	/* dropped */
	p = bpf_ringbuf_reserve(&packets, sizeof(*p), 0);
	if (p) {
		p->ifindex = ifindex;
		p->len = BPF_CORE_READ(skb, len);
		bpf_ringbuf_submit(p, 0);
	}
	return 1;		/* kept: the event is recorded */
}

char LICENSE[] SEC("license") = "GPL";
