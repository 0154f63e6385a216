// SPDX-License-Identifier: GPL-2.0
/*
 * A tp_btf program reading a second argument of netif_receive_skb, which
 * has one: the verifier refuses it from the tracepoint's BTF.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("tp_btf/netif_receive_skb")
int tp_btf_arg_oob(u64 *ctx)
{
	return ctx[1] != 0;
}

char LICENSE[] SEC("license") = "GPL";
