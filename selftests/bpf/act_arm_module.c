// SPDX-License-Identifier: GPL-2.0
/*
 * act_arm_module: as the filter of net:netif_receive_skb, arm
 * bpf_filter_bench:bench_skb, an event of the test module (bpf/63): the
 * filter must be refused while that module is still in its init.
 */
#include "act_lo.h"

SEC("raw_tp/netif_receive_skb")
int BPF_PROG(act_arm_module, struct sk_buff *skb)
{
	if (act_on_lo(skb))
		act_returned(bpf_event_filter_arm("bpf_filter_bench:bench_skb"));
	return 1;
}
