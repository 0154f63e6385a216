/* SPDX-License-Identifier: GPL-2.0 */
#undef TRACE_SYSTEM
#define TRACE_SYSTEM bpf_filter_bench

#if !defined(_BPF_FILTER_BENCH_TRACE_H) || defined(TRACE_HEADER_MULTI_READ)
#define _BPF_FILTER_BENCH_TRACE_H

#include <linux/netdevice.h>
#include <linux/skbuff.h>
#include <linux/tracepoint.h>

/*
 * One event per allocated skb, carrying the device name as a string, so
 * that a predicate (name == "eth5") and a BPF filter reading skb->dev->name
 * can be set side by side on the same event.
 */
TRACE_EVENT(bench_skb,

	TP_PROTO(struct sk_buff *skb),

	TP_ARGS(skb),

	TP_STRUCT__entry(
		__string(name, skb->dev->name)
		__field(const void *, skbaddr)
		__field(unsigned int, len)
	),

	TP_fast_assign(
		__assign_str(name);
		__entry->skbaddr = skb;
		__entry->len = skb->len;
	),

	TP_printk("dev=%s skbaddr=%p len=%u", __get_str(name), __entry->skbaddr,
		  __entry->len)
);

#endif /* _BPF_FILTER_BENCH_TRACE_H */

#undef TRACE_INCLUDE_PATH
#define TRACE_INCLUDE_PATH .
#define TRACE_INCLUDE_FILE bpf_filter_bench_trace
#include <trace/define_trace.h>
