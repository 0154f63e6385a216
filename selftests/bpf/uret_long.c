// SPDX-License-Identifier: GPL-2.0
/* A uretprobe filter: keeps returns of values above 4 (uprobed's count()). */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

SEC("uretprobe")
int BPF_URETPROBE(uret_long, int ret)
{
	return ret > 4;
}

char LICENSE[] SEC("license") = "GPL";
