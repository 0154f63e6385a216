// SPDX-License-Identifier: GPL-2.0
/*
 * filter_pathset: keep the opens of a set of files, a set that changes
 * while the filter runs. As the filter of a kprobe event on
 * do_filp_open(dfd, struct filename *, op), which every open(2),
 * openat(2) and execve(2) passes through (do_file_open() in 7.2):
 *
 *   echo 'p:opens do_filp_open' >> /sys/kernel/tracing/kprobe_events
 *   bpftool prog load filter_pathset.o /sys/fs/bpf/pathset \
 *           pinmaps /sys/fs/bpf/pathset_maps
 *   echo 'bpf pinned=/sys/fs/bpf/pathset' > \
 *           /sys/kernel/tracing/events/kprobes/opens/filter
 *
 * An open is kept when its path, as the caller spelt it, is one of the
 * names of the set or starts with one of its prefixes. Names go into the
 * hash map of their length's bucket, NUL-padded to the bucket's key size
 * (names_16 holds names of up to 15 bytes, names_64 up to 63, names_256
 * up to 255), as Tetragon's string maps do: a short name is hashed as a
 * short key, not as 256 bytes. Prefixes go into the LPM trie "prefixes"
 * (key: the prefix's length in bits, then its bytes). bpftool map update
 * and delete change both while the filter runs; see
 * selftests/guest/bpf/37-pathset.tc.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_tracing.h>

#define PATH_LEN	256

#define NAME_SET(size)						\
	struct {						\
		__uint(type, BPF_MAP_TYPE_HASH);		\
		__uint(max_entries, 1024);			\
		__type(key, char[size]);			\
		__type(value, __u8);				\
	}

NAME_SET(16) names_16 SEC(".maps");
NAME_SET(64) names_64 SEC(".maps");
NAME_SET(PATH_LEN) names_256 SEC(".maps");

struct path_key {
	__u32 prefixlen;		/* in bits, as LPM tries count */
	char path[PATH_LEN];
};

struct {
	__uint(type, BPF_MAP_TYPE_LPM_TRIE);
	__uint(max_entries, 256);
	__uint(map_flags, BPF_F_NO_PREALLOC);
	__type(key, struct path_key);
	__type(value, __u8);
} prefixes SEC(".maps");

/* The path and its key: more than a kprobe program's stack should hold. */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct path_key);
} scratch SEC(".maps");

static __always_inline bool in_names(const char *path, long len)
{
	/* len counts the NUL, which every bucket's key holds */
	if (len <= 16)
		return bpf_map_lookup_elem(&names_16, path);
	if (len <= 64)
		return bpf_map_lookup_elem(&names_64, path);
	return bpf_map_lookup_elem(&names_256, path);
}

SEC("kprobe/do_filp_open")
int BPF_KPROBE(filter_pathset, int dfd, struct filename *name)
{
	struct path_key *k;
	__u32 zero = 0;
	long len;

	k = bpf_map_lookup_elem(&scratch, &zero);
	if (!k)
		return 0;
	/* Keys are compared whole: the bytes after the NUL must be zero. */
	__builtin_memset(k->path, 0, sizeof(k->path));
	len = bpf_probe_read_kernel_str(k->path, sizeof(k->path),
					BPF_CORE_READ(name, name));
	if (len <= 1)
		return 0;
	if (in_names(k->path, len))
		return 1;
	k->prefixlen = (len - 1) * 8;
	/* Non-zero keeps the event, 0 drops it. */
	return bpf_map_lookup_elem(&prefixes, k) != NULL;
}

char LICENSE[] SEC("license") = "GPL";
