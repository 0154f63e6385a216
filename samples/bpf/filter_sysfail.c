// SPDX-License-Identifier: GPL-2.0
/*
 * filter_sysfail: on any sys_exit_* event, keep the syscalls of one
 * process that failed. The process is chosen while the filter runs: its
 * pid (tgid) is the global "target", in the object's .bss map.
 *
 *   bpftool prog load filter_sysfail.o /sys/fs/bpf/sysfail \
 *           pinmaps /sys/fs/bpf/sysfail_maps
 *   for e in sys_exit_openat sys_exit_kill; do
 *           echo 'bpf pinned=/sys/fs/bpf/sysfail' > \
 *                   /sys/kernel/tracing/events/syscalls/$e/filter
 *   done
 *   pid=1234		# its 4 bytes, little-endian:
 *   bpftool map update pinned /sys/fs/bpf/sysfail_maps/filter_s_bss \
 *           key 0 0 0 0 value $(printf '%08x' $pid | sed 's/../0x& /g' | \
 *           tr ' ' '\n' | tac)
 *
 * A sys_exit_* program reads two u64 slots: the syscall number and the
 * return value, a negative errno when the syscall failed.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

/* The process whose failures are kept; 0, the idle task's, keeps none. */
__u32 target;

/* No event named: the program fits every sys_exit_* event. */
SEC("raw_tp")
int BPF_PROG(filter_sysfail, long nr, long ret)
{
	/* Non-zero keeps the event, 0 drops it. */
	return ret < 0 && bpf_get_current_pid_tgid() >> 32 == target;
}

char LICENSE[] SEC("license") = "GPL";
