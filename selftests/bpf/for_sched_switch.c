// SPDX-License-Identifier: GPL-2.0
/* A raw_tp program that names its event: sched_switch. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("raw_tp/sched_switch")
int for_sched_switch(void *ctx)
{
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
