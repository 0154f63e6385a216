// SPDX-License-Identifier: GPL-2.0
/*
 * filter_ex1's logic through a bpf-to-bpf call into .text and a name kept
 * in .rodata (a const volatile global, as libbpf configures programs).
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_tracing.h>

const volatile char want[4] = "lo";

static __noinline int dev_is(struct sk_buff *skb)
{
	char name[4] = {};
	int i;

	BPF_CORE_READ_STR_INTO(&name, skb, dev, name);
	for (i = 0; i < 4; i++)
		if (name[i] != want[i])
			return 0;
	return 1;
}

SEC("raw_tp/netif_receive_skb")
int BPF_PROG(keep_lo_subprog, struct sk_buff *skb)
{
	return dev_is(skb);
}

char LICENSE[] SEC("license") = "GPL";
