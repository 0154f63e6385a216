// SPDX-License-Identifier: GPL-2.0
/* Two programs in two sections: a filter is one program. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("raw_tp/netif_receive_skb")
int first(void *ctx)
{
	return 1;
}

SEC("raw_tp/sched_switch")
int second(void *ctx)
{
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
