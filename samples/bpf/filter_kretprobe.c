// SPDX-License-Identifier: GPL-2.0
/*
 * filter_kretprobe: keep only failing returns. On a kretprobe event at
 * ksys_fadvise64_64(), keep the event when the call returned an error
 * (an int: only the low 32 bits of the return register are meaningful).
 *
 *   echo 'r:fadvise_ret ksys_fadvise64_64 $retval' >> /sys/kernel/tracing/kprobe_events
 *   cat filter_kretprobe.o > /sys/kernel/tracing/events/kprobes/fadvise_ret/filter
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

SEC("kretprobe")
int BPF_KRETPROBE(filter_kretprobe, int ret)
{
	return ret < 0;
}

char LICENSE[] SEC("license") = "GPL";
