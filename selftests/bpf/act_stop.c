// SPDX-License-Identifier: GPL-2.0
/*
 * act_stop: as the filter of net:netif_receive_skb, keep the frames of lo,
 * and stop recording in the filter's instance after the 4th. Attached as
 * a raw tracepoint instead, it stops nothing: acts[1] holds -EINVAL.
 */
#include "act_lo.h"

SEC("raw_tp/netif_receive_skb")
int BPF_PROG(act_stop, struct sk_buff *skb)
{
	if (!act_on_lo(skb))
		return 0;
	if (act_count() == 4)
		act_returned(bpf_event_filter_trace_off());
	return 1;
}
