// SPDX-License-Identifier: GPL-2.0
/*
 * A security policy on bpf(2), as a BPF LSM program, by task name: a task
 * named "denyp..." may not load programs, "denyb..." BTF, "denym..."
 * create maps, "denyo..." get pinned objects, "denya..." any of these.
 * bpf/46 runs filter writers under such names, one command at a time, so
 * that each of the kernel's loads is seen asking the policy.
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
	if (comm[0] != 'd' || comm[1] != 'e' || comm[2] != 'n' || comm[3] != 'y')
		return 0;
	switch (comm[4]) {
	case 'a':
		return -EPERM;
	case 'p':
		return cmd == BPF_PROG_LOAD ? -EPERM : 0;
	case 'b':
		return cmd == BPF_BTF_LOAD ? -EPERM : 0;
	case 'm':
		return cmd == BPF_MAP_CREATE ? -EPERM : 0;
	case 'o':
		return cmd == BPF_OBJ_GET ? -EPERM : 0;
	}
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
