// SPDX-License-Identifier: GPL-2.0
/*
 * filter_inode_cache: an expensive per-file decision, remembered per
 * inode. As the filter of a kprobe event on vfs_open(path, file):
 *
 *   echo 'p:vopen vfs_open' >> /sys/kernel/tracing/kprobe_events
 *   bpftool prog load filter_inode_cache.o /sys/fs/bpf/icache \
 *           pinmaps /sys/fs/bpf/icache_maps
 *   echo 'bpf pinned=/sys/fs/bpf/icache' > \
 *           /sys/kernel/tracing/events/kprobes/vopen/filter
 *
 * An open is kept when one of the file's directories, up to MAX_DEPTH
 * levels up, has a name in the hash map "dirs" (NUL-padded to 32 bytes):
 * a walk up the dentries with a map lookup at each level. The verdict is
 * remembered in the LRU hash "verdicts", keyed by (device, inode), so the
 * next open of the file pays one lookup. A file with several names
 * (nlink != 1) bypasses the cache: its verdict depends on the name it is
 * opened by. The cache is not told when "dirs" changes or a directory is
 * renamed; clear it (or let the LRU age it out) after such a change.
 *
 * hits, misses and bypassed (in .bss) count what the cache did; built
 * with -DCACHE_OFF (the benchmark's bench_inode_cold), the verdict is
 * computed for every open, as for a cold cache.
 */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_tracing.h>

#define DIR_NAME_LEN	32
#define MAX_DEPTH	16

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 64);
	__type(key, char[DIR_NAME_LEN]);
	__type(value, __u8);
} dirs SEC(".maps");

struct inode_key {
	__u64 ino;
	__u32 dev;
	__u32 pad;
};

struct {
	__uint(type, BPF_MAP_TYPE_LRU_HASH);
	__uint(max_entries, 4096);
	__type(key, struct inode_key);
	__type(value, __u8);
} verdicts SEC(".maps");

__u64 hits, misses, bypassed;

/* Is a directory above @d, up to MAX_DEPTH levels, named in "dirs"? */
static __always_inline bool under_named_dir(struct dentry *d)
{
	char name[DIR_NAME_LEN];
	int i;

	for (i = 0; i < MAX_DEPTH; i++) {
		struct dentry *parent = BPF_CORE_READ(d, d_parent);

		if (!parent || parent == d)
			return false;
		d = parent;
		__builtin_memset(name, 0, sizeof(name));
		if (bpf_probe_read_kernel_str(name, sizeof(name),
					      BPF_CORE_READ(d, d_name.name)) < 0)
			return false;
		if (bpf_map_lookup_elem(&dirs, name))
			return true;
	}
	return false;
}

static __always_inline __u8 *cache_lookup(struct inode_key *key)
{
#ifdef CACHE_OFF
	return NULL;
#else
	return bpf_map_lookup_elem(&verdicts, key);
#endif
}

static __always_inline void cache_store(struct inode_key *key, __u8 *verdict)
{
#ifndef CACHE_OFF
	bpf_map_update_elem(&verdicts, key, verdict, BPF_ANY);
#endif
}

SEC("kprobe/vfs_open")
int BPF_KPROBE(filter_inode_cache, const struct path *path)
{
	struct dentry *d = BPF_CORE_READ(path, dentry);
	struct inode *inode = BPF_CORE_READ(d, d_inode);
	struct inode_key key = {};
	__u8 verdict, *cached;

	if (!inode)
		return 0;
	key.ino = BPF_CORE_READ(inode, i_ino);
	key.dev = BPF_CORE_READ(inode, i_sb, s_dev);
	if (BPF_CORE_READ(inode, i_nlink) != 1) {
		__sync_fetch_and_add(&bypassed, 1);
		return under_named_dir(d);
	}
	cached = cache_lookup(&key);
	if (cached) {
		__sync_fetch_and_add(&hits, 1);
		return *cached;
	}
	__sync_fetch_and_add(&misses, 1);
	verdict = under_named_dir(d);
	cache_store(&key, &verdict);
	/* Non-zero keeps the event, 0 drops it. */
	return verdict;
}

char LICENSE[] SEC("license") = "GPL";
