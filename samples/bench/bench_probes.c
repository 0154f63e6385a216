// SPDX-License-Identifier: GPL-2.0
/*
 * The benchmark's programs for the open(2) loop's kprobe and syscall
 * rows, each the same test as the predicate of its row, attached the ways
 * upstream has:
 *
 * bench_kprobe (SEC("kprobe")) drops every event as 'common_pid == 0'
 * does: as the filter of the do_filp_open() kprobe event, and through
 * perf's kprobe BPF path (perf_event_open() + PERF_EVENT_IOC_SET_BPF on
 * the same event).
 *
 * bench_sys_perf (-DBENCH_SYS_PERF) keeps an openat(2) that may write, as
 * 'flags & 0x643' and samples/bpf/filter_openat_flags.c do, through perf's
 * tracepoint BPF path on syscalls:sys_enter_openat; bench_sys_rawtp
 * (-DBENCH_SYS_RAWTP) does it from the raw sys_enter tracepoint, which
 * every syscall enters (the floor of what a syscall filter costs).
 *
 * bench_uprobe (-DBENCH_UPROBE) drops every call of tools/guest/uprobed.c's
 * visit(name, i), as 'i < 0' does: as the filter of a uprobe event on it,
 * and through perf's uprobe BPF path on the same event.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_tracing.h>

/* O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND */
#define MAY_CHANGE	0x643
#define NR_OPENAT	257	/* x86-64 */

#ifdef BENCH_SYS_PERF
/* perf's context for a syscall event: a pt_regs pointer, nr, the args */
struct sys_enter_record {
	u64 regs;
	int nr;
	unsigned long args[6];
};

SEC("tracepoint/syscalls/sys_enter_openat")
int bench_sys_perf(struct sys_enter_record *rec)
{
	return (rec->args[2] & MAY_CHANGE) != 0;
}
#elif defined(BENCH_SYS_RAWTP)
SEC("raw_tp/sys_enter")
int BPF_PROG(bench_sys_rawtp, struct pt_regs *regs, long id)
{
	if (id != NR_OPENAT)
		return 0;
	return (PT_REGS_PARM3_CORE(regs) & MAY_CHANGE) != 0;
}
#elif defined(BENCH_UPROBE)
SEC("uprobe")
int BPF_UPROBE(bench_uprobe, const char *name, int i)
{
	return i < 0;
}
#else
SEC("kprobe/do_filp_open")
int bench_kprobe(struct pt_regs *regs)
{
	return bpf_get_current_pid_tgid() >> 32 == 0;
}
#endif

char LICENSE[] SEC("license") = "GPL";
