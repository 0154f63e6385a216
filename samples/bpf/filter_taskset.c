// SPDX-License-Identifier: GPL-2.0
/*
 * filter_taskset: keep the events of some tasks, on any static
 * tracepoint: those of the processes whose pid (tgid) is in the hash map
 * "pids", and those of the tasks in a cgroup (v2) whose id, the inode
 * number of its directory, is in "cgroups". Both change while the filter
 * runs:
 *
 *   bpftool prog load filter_taskset.o /sys/fs/bpf/taskset \
 *           pinmaps /sys/fs/bpf/taskset_maps
 *   echo 'bpf pinned=/sys/fs/bpf/taskset' > \
 *           /sys/kernel/tracing/events/sched/sched_process_exec/filter
 *   id=$(stat -c %i /sys/fs/cgroup/build)	# a u64, little-endian:
 *   bpftool map update pinned /sys/fs/bpf/taskset_maps/cgroups \
 *           key $(printf '%016x' $id | sed 's/../0x& /g' | tr ' ' '\n' | tac) \
 *           value 1
 *
 * Unlike ftrace's set_event_pid, the set follows cgroups (a container, a
 * systemd unit) and holds processes that do not exist yet.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 1024);
	__type(key, __u32);		/* tgid */
	__type(value, __u8);
} pids SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 256);
	__type(key, __u64);		/* cgroup v2 id */
	__type(value, __u8);
} cgroups SEC(".maps");

/* No tracepoint named: the program reads no argument, and fits any. */
SEC("raw_tp")
int filter_taskset(void *ctx)
{
	__u32 tgid = bpf_get_current_pid_tgid() >> 32;
	__u64 cgroup = bpf_get_current_cgroup_id();

	/* Non-zero keeps the event, 0 drops it. */
	return bpf_map_lookup_elem(&pids, &tgid) ||
	       bpf_map_lookup_elem(&cgroups, &cgroup);
}

char LICENSE[] SEC("license") = "GPL";
