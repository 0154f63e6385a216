// SPDX-License-Identifier: GPL-2.0
/*
 * filter_uprobe_name: as the filter of a uprobe event on a function whose
 * first argument is a string in the traced process (tools/guest/uprobed.c's
 * visit(name, i)), keep the calls whose string starts with "keep":
 *
 *   off=$(uprobed offset | cut -d' ' -f1 | cut -d= -f2)
 *   echo "p:visit /bin/uprobed:$off name=+0(%di):string i=%si" \
 *           >> /sys/kernel/tracing/uprobe_events
 *   cat filter_uprobe_name.o > \
 *           /sys/kernel/tracing/events/uprobes/visit/filter
 *
 * A uprobe event's program is a kprobe program (struct pt_regs, the
 * probed task's user registers): user memory is read with
 * bpf_probe_read_user*(), which fails rather than fault a page in.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

SEC("uprobe")
int BPF_UPROBE(filter_uprobe_name, const char *name, int i)
{
	char head[5] = {};

	if (bpf_probe_read_user_str(head, sizeof(head), name) < 0)
		return 0;
	/* Non-zero keeps the event, 0 drops it. */
	return head[0] == 'k' && head[1] == 'e' && head[2] == 'e' &&
	       head[3] == 'p';
}

char LICENSE[] SEC("license") = "GPL";
