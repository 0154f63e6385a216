// SPDX-License-Identifier: GPL-2.0
/*
 * act_nmi: the filter of a kprobe event on ksys_fadvise64_64(), which only
 * fadv calls in the guest, calling every action: on an int3 kprobe its
 * program runs in NMI context. Each call is marked with its number; the
 * first asks for a snapshot and arms net:netif_rx; the 3rd stops
 * recording. acts: 0 the calls, 1 what the 3rd mark returned, 2 the
 * first snapshot's return, 3 the arm's, 4 trace_off's.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include "../../samples/bpf/bpf_event_filter.h"

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 5);
	__type(key, __u32);
	__type(value, __s64);
} acts SEC(".maps");

static __always_inline void act_set(__u32 key, __s64 v)
{
	__s64 *r = bpf_map_lookup_elem(&acts, &key);

	if (r)
		*r = v;
}

SEC("kprobe")
int act_nmi(struct pt_regs *ctx)
{
	__u32 key = 0;
	__s64 *c = bpf_map_lookup_elem(&acts, &key), n;
	int ret;

	if (!c)
		return 1;
	n = __sync_add_and_fetch(c, 1);
	ret = bpf_event_filter_mark(n);
	/* Recording is off after the 3rd: the marks then say -EBUSY */
	if (n <= 3)
		act_set(1, ret);
	if (n == 1) {
		act_set(2, bpf_event_filter_snapshot());
		act_set(3, bpf_event_filter_arm("net:netif_rx"));
	} else if (n == 3) {
		act_set(4, bpf_event_filter_trace_off());
	}
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
