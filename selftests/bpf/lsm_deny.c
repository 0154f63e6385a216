// SPDX-License-Identifier: GPL-2.0
/*
 * A security policy on bpf(2), as a BPF LSM program, by task name: a task
 * named "denyp..." may not load programs, "denyb..." BTF, "denym..."
 * create maps, "denyo..." get pinned objects, "denya..." any of these;
 * "denyr..." may not have a descriptor of a program (lsm/bpf_prog, which
 * bpf(2) asks when it makes one; "denyR..." is refused with EACCES, as
 * SELinux refuses), "denyd..." of a map (lsm/bpf_map). Where the hooks
 * have "kernel" (7.x), "denyk..." may issue no command as the kernel's
 * (a loader program's, as selftests/bpf's kernel_flag refuses), and
 * "denyK..." may load no program, "denyM..." create no map, as its own.
 * bpf/46 runs filter writers under such names, one command at a time, so
 * that each of the kernel's loads is seen asking the policy.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

#define EPERM	1
#define EACCES	13

/*
 * security_bpf() took a fourth argument in 7.x, "kernel" (the command is
 * the kernel's own: a signed loader's); mk/guest-root.mk says which.
 */
#ifdef LSM_BPF_HAS_KERNEL_ARG
#define LSM_BPF_KERNEL_ARG	bool kernel,
#else
#define LSM_BPF_KERNEL_ARG
#endif

SEC("lsm/bpf")
int BPF_PROG(lsm_deny, int cmd, union bpf_attr *attr, unsigned int size,
	     LSM_BPF_KERNEL_ARG int ret)
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
#ifdef LSM_BPF_HAS_KERNEL_ARG
	case 'k':
		return kernel ? -EPERM : 0;
#endif
	}
	return 0;
}

/* Is the current task named "deny" followed by @what? */
static __always_inline bool named_deny(char what)
{
	char comm[16];

	bpf_get_current_comm(comm, sizeof(comm));
	return comm[0] == 'd' && comm[1] == 'e' && comm[2] == 'n' &&
	       comm[3] == 'y' && comm[4] == what;
}

/*
 * -EPERM read from .rodata, which clang cannot fold into arithmetic on the
 * test (a negated bool, which the verifier cannot bound to [-4095, 0]),
 * and the verifier knows, the map being frozen
 */
const volatile int deny_errno = -EPERM;
const volatile int deny_eacces = -EACCES;

static __always_inline int deny_if(bool deny)
{
	return deny ? deny_errno : 0;
}

SEC("lsm/bpf_prog")
int BPF_PROG(lsm_deny_prog, struct bpf_prog *prog, int ret)
{
	if (ret)
		return ret;
	if (named_deny('R'))
		return deny_eacces;
	return deny_if(named_deny('r'));
}

SEC("lsm/bpf_map")
int BPF_PROG(lsm_deny_map, struct bpf_map *map, fmode_t fmode, int ret)
{
	if (ret)
		return ret;
	return deny_if(named_deny('d'));
}

#ifdef LSM_BPF_HAS_KERNEL_ARG
/*
 * What "kernel" the hooks on the objects see: a filter write's loads are
 * the writer's own, never a loader program's.
 */
SEC("lsm/bpf_prog_load")
int BPF_PROG(lsm_deny_prog_load, struct bpf_prog *prog, union bpf_attr *attr,
	     struct bpf_token *token, bool kernel, int ret)
{
	if (ret)
		return ret;
	return deny_if((named_deny('k') && kernel) || (named_deny('K') && !kernel));
}

SEC("lsm/bpf_map_create")
int BPF_PROG(lsm_deny_map_create, struct bpf_map *map, union bpf_attr *attr,
	     struct bpf_token *token, bool kernel, int ret)
{
	if (ret)
		return ret;
	return deny_if((named_deny('k') && kernel) || (named_deny('M') && !kernel));
}
#endif

char LICENSE[] SEC("license") = "GPL";
