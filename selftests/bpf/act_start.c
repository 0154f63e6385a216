// SPDX-License-Identifier: GPL-2.0
/*
 * act_start: as the filter of net:netif_receive_skb, keep the frames of
 * lo, and restart recording in the filter's instance on a frame of
 * another device, which it drops.
 */
#include "act_lo.h"

SEC("raw_tp/netif_receive_skb")
int BPF_PROG(act_start, struct sk_buff *skb)
{
	if (act_on_lo(skb)) {
		act_count();
		return 1;
	}
	act_returned(bpf_event_filter_trace_on());
	return 0;
}
