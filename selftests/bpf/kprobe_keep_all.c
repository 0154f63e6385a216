// SPDX-License-Identifier: GPL-2.0
/* Keeps every event of a kprobe event. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("kprobe")
int kprobe_keep_all(void *ctx)
{
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
