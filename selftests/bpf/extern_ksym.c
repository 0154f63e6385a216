// SPDX-License-Identifier: GPL-2.0
/* A relocation against an extern (a ksym): unsupported. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

extern const int bpf_prog_active __ksym;

SEC("raw_tp")
int extern_ksym(void *ctx)
{
	return bpf_this_cpu_ptr(&bpf_prog_active) != 0;
}

char LICENSE[] SEC("license") = "GPL";
