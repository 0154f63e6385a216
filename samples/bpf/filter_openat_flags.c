// SPDX-License-Identifier: GPL-2.0
/*
 * filter_openat_flags: as the filter of syscalls:sys_enter_openat, keep
 * the opens that can change a file (for writing, creating, truncating or
 * appending) and drop the read-only ones, which are most opens:
 *
 *   cat filter_openat_flags.o > \
 *           /sys/kernel/tracing/events/syscalls/sys_enter_openat/filter
 *
 * or, attached by libbpf with a bpf_link as its section says:
 *
 *   bpftool prog load filter_openat_flags.o /sys/fs/bpf/openat autoattach
 *
 * A syscall event's program reads u64 slots: the syscall number, then the
 * syscall's arguments (sys_enter_*) or its return value (sys_exit_*).
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

/* include/uapi/asm-generic/fcntl.h: vmlinux.h has no macros */
#define O_WRONLY	00000001
#define O_RDWR		00000002
#define O_CREAT		00000100
#define O_TRUNC		00001000
#define O_APPEND	00002000

#define MAY_CHANGE	(O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND)

SEC("event_filter/syscalls/sys_enter_openat")
int BPF_PROG(filter_openat_flags, long nr, int dfd, const char *filename,
	     int flags, umode_t mode)
{
	/* Non-zero keeps the event, 0 drops it. */
	return (flags & MAY_CHANGE) != 0;
}

char LICENSE[] SEC("license") = "GPL";
