// SPDX-License-Identifier: GPL-2.0
/*
 * Keeps every event when its link's cookie is 1, none otherwise: the
 * cookie of BPF_LINK_CREATE's event_filter options reaches a raw_tp
 * filter through bpf_get_attach_cookie(); a written filter's is 0.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("raw_tp/netif_receive_skb")
int cookie_one(void *ctx)
{
	return bpf_get_attach_cookie(ctx) == 1;
}

char LICENSE[] SEC("license") = "GPL";
