// SPDX-License-Identifier: GPL-2.0
/*
 * The benchmark's BPF filter, the RFC's logic: keep the event when the
 * skb's device is "eth5" (so every loopback skb of the benchmark is
 * dropped). bench_keep is the same test inverted, keeping every event.
 * bench_btf is the same test as a tp_btf program: the verifier knows the
 * argument is a struct sk_buff *, so skb->dev->name is read with plain
 * (fault-checked) loads instead of bpf_probe_read_kernel*() calls.
 * bench_perf, and the raw_tp and tp_btf programs attached with
 * BPF_RAW_TRACEPOINT_OPEN, run the same test through upstream's ways of
 * attaching a program to the tracepoint, for comparison. bench_act_never
 * is bench_filter with a call of bpf_event_filter_trace_off() on a branch
 * never taken (a filter that acts, whose run is made the CPU's and whose
 * records are checked after): what an acting filter costs when it does
 * not act. bench_mark drops every event too, after writing a mark for it.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_tracing.h>
#include "../bpf/bpf_event_filter.h"

#ifndef BENCH_BTF
static __always_inline int is_eth5(struct sk_buff *skb)
{
	char name[5] = {};

	BPF_CORE_READ_STR_INTO(&name, skb, dev, name);
	return name[0] == 'e' && name[1] == 't' && name[2] == 'h' &&
	       name[3] == '5' && name[4] == '\0';
}

#endif

#ifdef BENCH_KEEP
SEC("raw_tp/bench_skb")
int BPF_PROG(bench_keep, struct sk_buff *skb)
{
	return !is_eth5(skb);
}
#elif defined(BENCH_PERF)
/* perf_event_open() + PERF_EVENT_IOC_SET_BPF: the context is the record. */
struct bench_skb_record {
	u64 common;
	u32 name_loc;
	const void *skbaddr;
	unsigned int len;
};

SEC("tracepoint/bpf_filter_bench/bench_skb")
int bench_perf(struct bench_skb_record *rec)
{
	return is_eth5((struct sk_buff *)rec->skbaddr);
}
#elif defined(BENCH_BTF)
SEC("tp_btf/bench_skb")
int BPF_PROG(bench_btf, struct sk_buff *skb)
{
	const char *name;

	/* The verifier takes a module tracepoint's pointers as maybe NULL. */
	if (!skb)
		return 0;
	name = skb->dev->name;
	return name[0] == 'e' && name[1] == 't' && name[2] == 'h' &&
	       name[3] == '5' && name[4] == '\0';
}
#elif defined(BENCH_ACT_NEVER)
SEC("raw_tp/bench_skb")
int BPF_PROG(bench_act_never, struct sk_buff *skb)
{
	if (!is_eth5(skb))
		return 0;
	/* Never here: no skb of the benchmark is on eth5 */
	bpf_event_filter_trace_off();
	return 1;
}
#elif defined(BENCH_MARK)
SEC("raw_tp/bench_skb")
int BPF_PROG(bench_mark, struct sk_buff *skb)
{
	bpf_event_filter_mark(BPF_CORE_READ(skb, len));
	return is_eth5(skb);
}
#else
SEC("raw_tp/bench_skb")
int BPF_PROG(bench_filter, struct sk_buff *skb)
{
	return is_eth5(skb);
}
#endif

char LICENSE[] SEC("license") = "GPL";
