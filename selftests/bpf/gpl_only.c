// SPDX-License-Identifier: GPL-2.0
/* A GPL-only helper in a program whose license is not GPL-compatible. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("raw_tp")
int gpl_only(u64 *ctx)
{
	long v = 0;

	bpf_probe_read_kernel(&v, sizeof(v), (void *)ctx[0]);
	return v != 0;
}

char LICENSE[] SEC("license") = "Proprietary";
