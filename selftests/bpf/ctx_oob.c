// SPDX-License-Identifier: GPL-2.0
/* Reads a second argument slot: net:netif_receive_skb has one. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("raw_tp")
int ctx_oob(u64 *ctx)
{
	return ctx[1] != 0;
}

char LICENSE[] SEC("license") = "GPL";
