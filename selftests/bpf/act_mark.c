// SPDX-License-Identifier: GPL-2.0
/*
 * act_mark: as the filter of net:netif_receive_skb, write a mark for each
 * frame: for a frame of lo, its number with a hostile text (a newline, a
 * control byte, a byte above ASCII, more than 31 bytes), and keep it; for
 * another, value 0 and no text, and drop it. acts[1] holds what the last
 * kfunc returned. The text is copied to the stack: the verifier of 6.12
 * takes a kfunc's memory argument as written, which read-only data is not.
 */
#include "act_lo.h"

const char act_text[] = "frame\n\x01\xff of lo, a text longer than 31 bytes";

SEC("raw_tp/netif_receive_skb")
int BPF_PROG(act_mark, struct sk_buff *skb)
{
	char text[sizeof(act_text)];

	if (!act_on_lo(skb)) {
		act_returned(bpf_event_filter_mark(0));
		return 0;
	}
	__builtin_memcpy(text, act_text, sizeof(text));
	act_returned(bpf_event_filter_mark_text(act_count(), text,
						sizeof(text)));
	return 1;
}
