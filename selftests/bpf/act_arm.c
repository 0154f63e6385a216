// SPDX-License-Identifier: GPL-2.0
/*
 * act_arm: as the filter of net:netif_receive_skb, keep the frames of lo;
 * the 3rd arms net:netif_rx, the 6th disarms it. The first asks to arm an
 * event that does not exist: acts[1] holds -ENOENT until the 3rd.
 * act_arm_note names an event in .rodata that the program never loads:
 * that event is not prepared.
 */
#include "act_lo.h"

static const char act_arm_note[] __attribute__((used)) = "net:netif_rx_entry";

SEC("raw_tp/netif_receive_skb")
int BPF_PROG(act_arm, struct sk_buff *skb)
{
	__s64 n;

	if (!act_on_lo(skb))
		return 0;
	n = act_count();
	if (n == 1)
		act_returned(bpf_event_filter_arm("net:no_such_event"));
	else if (n == 3)
		act_returned(bpf_event_filter_arm("net:netif_rx"));
	else if (n == 6)
		act_returned(bpf_event_filter_disarm("net:netif_rx"));
	return 1;
}
