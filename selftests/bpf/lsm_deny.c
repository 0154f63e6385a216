// SPDX-License-Identifier: GPL-2.0
/*
 * A security policy on bpf(2), as a BPF LSM program: tasks whose name
 * starts with "deny" may not load programs or BTF, create maps, or get
 * pinned objects. bpf/46 runs a filter writer under such a name.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

#define EPERM	1

SEC("lsm/bpf")
int BPF_PROG(lsm_deny, int cmd, union bpf_attr *attr, unsigned int size,
	     int ret)
{
	char comm[16];

	if (ret)
		return ret;
	if (cmd != BPF_PROG_LOAD && cmd != BPF_BTF_LOAD &&
	    cmd != BPF_MAP_CREATE && cmd != BPF_OBJ_GET)
		return 0;
	bpf_get_current_comm(comm, sizeof(comm));
	if (comm[0] == 'd' && comm[1] == 'e' && comm[2] == 'n' && comm[3] == 'y')
		return -EPERM;
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
