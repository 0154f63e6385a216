// SPDX-License-Identifier: GPL-2.0
/*
 * A kprobe_multi program: the same program type as a kprobe event's
 * filter, but its context is the multi-kprobe's run context, not the
 * event's. BPF_LINK_CREATE refuses it with BPF_TRACE_EVENT_FILTER; so
 * must the event's own check, for a filter file that names it by its pin.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

SEC("kprobe.multi")
int kmulti_keep(struct pt_regs *ctx)
{
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
