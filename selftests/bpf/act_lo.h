/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the act_*.c filters share: the map "acts" (0: the events seen, lo
 * frames for those of net:netif_receive_skb; 1: what the last kfunc
 * called returned) and the test for a frame received on lo.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_tracing.h>
#include "../../samples/bpf/bpf_event_filter.h"

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 2);
	__type(key, __u32);
	__type(value, __s64);
} acts SEC(".maps");

static __always_inline bool act_on_lo(struct sk_buff *skb)
{
	char dev[4] = {};

	BPF_CORE_READ_STR_INTO(&dev, skb, dev, name);
	return dev[0] == 'l' && dev[1] == 'o' && !dev[2];
}

/* Count a frame of lo; its number, 1 for the first, or 0 */
static __always_inline __s64 act_count(void)
{
	__u32 key = 0;
	__s64 *n = bpf_map_lookup_elem(&acts, &key);

	return n ? __sync_add_and_fetch(n, 1) : 0;
}

static __always_inline void act_returned(int ret)
{
	__u32 key = 1;
	__s64 *r = bpf_map_lookup_elem(&acts, &key);

	if (r)
		*r = ret;
}

char LICENSE[] SEC("license") = "GPL";
