// SPDX-License-Identifier: GPL-2.0
/*
 * The filter of a kprobe event on ksys_fadvise64_64(): keeps the calls
 * whose advice is its link's cookie (bpf_get_attach_cookie()).
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

SEC("kprobe")
int BPF_KPROBE(cookie_advice, int fd, long offset, long len, int advice)
{
	return advice == bpf_get_attach_cookie(ctx);
}

char LICENSE[] SEC("license") = "GPL";
