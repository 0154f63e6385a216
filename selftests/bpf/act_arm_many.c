// SPDX-License-Identifier: GPL-2.0
/*
 * act_arm_many: a filter of net:netif_receive_skb that may arm nine
 * events of its instance, one more than a filter may prepare: putting it
 * in force fails with E2BIG. It may take snapshots too: the refusal comes
 * before its instance's snapshot buffer is allocated.
 */
#include "act_lo.h"

static __noinline int act_arm_one(int i)
{
	switch (i) {
	case 0:
		return bpf_event_filter_arm("net:netif_rx");
	case 1:
		return bpf_event_filter_arm("net:netif_rx_entry");
	case 2:
		return bpf_event_filter_arm("net:netif_rx_exit");
	case 3:
		return bpf_event_filter_arm("net:net_dev_queue");
	case 4:
		return bpf_event_filter_arm("net:net_dev_xmit");
	case 5:
		return bpf_event_filter_arm("net:napi_gro_receive_entry");
	case 6:
		return bpf_event_filter_arm("net:napi_gro_receive_exit");
	case 7:
		return bpf_event_filter_arm("net:netif_receive_skb_entry");
	case 8:
		return bpf_event_filter_arm("net:netif_receive_skb_exit");
	case 9:
		return bpf_event_filter_snapshot();
	default:
		return 0;
	}
}

SEC("raw_tp/netif_receive_skb")
int BPF_PROG(act_arm_many, struct sk_buff *skb)
{
	act_returned(act_arm_one(act_count() & 15));
	return 1;
}
