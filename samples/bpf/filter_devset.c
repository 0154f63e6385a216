// SPDX-License-Identifier: GPL-2.0
/*
 * filter_devset: a filter with state. As the filter of
 * net:netif_receive_skb, keep the packets received on the devices whose
 * ifindex is in the hash map "devices", which a user changes while the
 * filter runs. Objects with maps are not written to the filter file: the
 * program is pinned and named in the filter file,
 *
 *   bpftool prog load filter_devset.o /sys/fs/bpf/devset \
 *           pinmaps /sys/fs/bpf/devset_maps
 *   echo 'bpf pinned=/sys/fs/bpf/devset' > .../netif_receive_skb/filter
 *
 * or attached by libbpf with a bpf_link, to the event its section names
 * (bpftool pins the link):
 *
 *   bpftool prog load filter_devset.o /sys/fs/bpf/devset autoattach \
 *           pinmaps /sys/fs/bpf/devset_maps
 *
 * and then, either way:
 *
 *   bpftool map update pinned /sys/fs/bpf/devset_maps/devices \
 *           key 5 0 0 0 value 1
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_tracing.h>

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 256);
	__type(key, __u32);		/* ifindex */
	__type(value, __u8);
} devices SEC(".maps");

SEC("event_filter/net/netif_receive_skb")
int BPF_PROG(filter_devset, struct sk_buff *skb)
{
	__u32 ifindex = BPF_CORE_READ(skb, dev, ifindex);

	/* Non-zero keeps the event, 0 drops it. */
	return bpf_map_lookup_elem(&devices, &ifindex) != NULL;
}

char LICENSE[] SEC("license") = "GPL";
