// SPDX-License-Identifier: GPL-2.0
/*
 * act_snap: as the filter of net:netif_receive_skb, keep the frames of lo,
 * and take a snapshot of the filter's instance at the 5th: the snapshot
 * holds the four before it.
 */
#include "act_lo.h"

SEC("raw_tp/netif_receive_skb")
int BPF_PROG(act_snap, struct sk_buff *skb)
{
	if (!act_on_lo(skb))
		return 0;
	if (act_count() == 5)
		act_returned(bpf_event_filter_snapshot());
	return 1;
}
