// SPDX-License-Identifier: GPL-2.0
/*
 * A sleepable uprobe program (uprobe.s: BPF_F_SLEEPABLE), which perf's
 * uprobe path would run: an event filter must refuse it, since filters run
 * where nothing sleeps.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

SEC("uprobe.s")
int BPF_UPROBE(sleep_uprobe, const char *name)
{
	char buf[8];

	return bpf_copy_from_user(buf, sizeof(buf), name) == 0;
}

char LICENSE[] SEC("license") = "GPL";
