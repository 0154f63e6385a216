// SPDX-License-Identifier: GPL-2.0
/*
 * act_timer: not a filter. A tp_btf program on sys_enter arms a bpf_timer
 * whose callback, every 10 us, calls bpf_event_filter_trace_off(): it
 * runs in softirq with the run context of whatever it interrupted, an
 * acting filter's run among them (act_openat on sys_enter_openat), and
 * must get -EINVAL every time. "timer" holds the calls and the zeros.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include "../../samples/bpf/bpf_event_filter.h"

#define CLOCK_MONOTONIC 1
/* BPF_F_TIMER_CPU_PIN: on the CPU of the opens it must interrupt */
#define TIMER_PIN (1ULL << 1)

struct tval {
	struct bpf_timer t;
	__u64 armed;
	__u64 calls;
	__u64 zeros;
};

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct tval);
} timer SEC(".maps");

static int act_timer_cb(void *map, __u32 *key, struct tval *v)
{
	if (bpf_event_filter_trace_off() == 0)
		__sync_fetch_and_add(&v->zeros, 1);
	__sync_fetch_and_add(&v->calls, 1);
	if (v->calls < 200000)
		bpf_timer_start(&v->t, 10000, TIMER_PIN);
	return 0;
}

SEC("tp_btf/sys_enter")
int BPF_PROG(act_timer, struct pt_regs *regs, long id)
{
	__u32 key = 0;
	struct tval *v = bpf_map_lookup_elem(&timer, &key);
	char comm[9];

	/* Armed by openloop, on its CPU */
	bpf_get_current_comm(comm, sizeof(comm));
	if (comm[0] != 'o' || comm[4] != 'l' || comm[7] != 'p')
		return 0;
	if (!v || v->armed || __sync_fetch_and_add(&v->armed, 1))
		return 0;
	bpf_timer_init(&v->t, &timer, CLOCK_MONOTONIC);
	bpf_timer_set_callback(&v->t, act_timer_cb);
	bpf_timer_start(&v->t, 10000, TIMER_PIN);
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
