// SPDX-License-Identifier: GPL-2.0
/*
 * filter_kprobe: a kprobe event's filter deciding on a function argument.
 * On a kprobe event at ksys_fadvise64_64(fd, offset, len, advice), keep
 * only the calls that advise POSIX_FADV_DONTNEED.
 *
 *   echo 'p:fadvise ksys_fadvise64_64' >> /sys/kernel/tracing/kprobe_events
 *   cat filter_kprobe.o > /sys/kernel/tracing/events/kprobes/fadvise/filter
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

#define POSIX_FADV_DONTNEED 4

SEC("kprobe")
int BPF_KPROBE(filter_kprobe, int fd, loff_t offset, loff_t len, int advice)
{
	return advice == POSIX_FADV_DONTNEED;
}

char LICENSE[] SEC("license") = "GPL";
