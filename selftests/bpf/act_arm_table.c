// SPDX-License-Identifier: GPL-2.0
/*
 * act_arm_table: as act_arm, with the names in a table that a loop walks:
 * the program loads the table's address once and reaches the second name
 * by a constant offset, so that only the verifier, which records the
 * strings passed to the kfuncs, finds it. The 3rd frame of lo arms both
 * events, the 6th disarms both. The program also loads the address of a
 * string naming net:net_dev_queue, and passes it to no kfunc: that event
 * is not prepared.
 */
#include "act_lo.h"

static const char act_arm_table_names[2][20] = {
	"net:netif_rx_exit", "net:netif_rx",
};

static const char act_arm_table_other[] = "net:net_dev_queue";

static __noinline int act_arm_table_all(int on)
{
	int i, ret = 0;

#pragma clang loop unroll(disable)
	for (i = 0; i < 2; i++)
		ret |= on ? bpf_event_filter_arm(act_arm_table_names[i]) :
			    bpf_event_filter_disarm(act_arm_table_names[i]);
	return ret;
}

SEC("raw_tp/netif_receive_skb")
int BPF_PROG(act_arm_table, struct sk_buff *skb)
{
	__s64 n;

	/* The address in a register, used by nothing */
	asm volatile("" : : "r"(act_arm_table_other));
	if (!act_on_lo(skb))
		return 0;
	n = act_count();
	if (n == 3)
		act_returned(act_arm_table_all(1));
	else if (n == 6)
		act_returned(act_arm_table_all(0));
	return 1;
}
