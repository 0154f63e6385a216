// SPDX-License-Identifier: GPL-2.0
/* Reads a sixth argument slot: signal_generate has five. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

SEC("raw_tp")
int tp_args_oob(u64 *ctx)
{
	return ctx[5] != 0;
}

char LICENSE[] SEC("license") = "GPL";
