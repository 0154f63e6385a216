// SPDX-License-Identifier: GPL-2.0
/* Maps are not supported in event filters. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 1);
	__type(key, u32);
	__type(value, u64);
} counts SEC(".maps");

SEC("raw_tp")
int uses_map(void *ctx)
{
	u32 key = 0;
	u64 *v = bpf_map_lookup_elem(&counts, &key);

	if (v)
		__sync_fetch_and_add(v, 1);
	return 1;
}

char LICENSE[] SEC("license") = "GPL";
