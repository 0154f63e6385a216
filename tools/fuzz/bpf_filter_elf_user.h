/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The thin layer that lets kernel/trace/bpf_filter_elf.c build in
 * userspace, unchanged, for host unit tests and fuzzing: kernel types,
 * allocation and string helpers mapped onto libc, uapi headers from the
 * kernel tree's tools/include/uapi (the compile line puts it first: the
 * BTF header the reader checks is the tree's, not the system's).
 */
#ifndef BPF_FILTER_ELF_USER_H
#define BPF_FILTER_ELF_USER_H

#include <elf.h>
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/bpf.h>
#include <linux/btf.h>

typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;

#define GFP_KERNEL	0
#define GFP_KERNEL_ACCOUNT	0
#define BPF_COMPLEXITY_LIMIT_INSNS	1000000
#define KSYM_NAME_LEN	512
#define __printf(a, b)	__attribute__((format(printf, a, b)))
#define ARRAY_SIZE(x)	(sizeof(x) / sizeof((x)[0]))
#define ALIGN(x, a)	(((x) + (a) - 1) & ~((typeof(x))(a) - 1))
#define min(a, b)	((a) < (b) ? (a) : (b))
#define min_t(t, a, b)	((t)(a) < (t)(b) ? (t)(a) : (t)(b))
#define max_t(t, a, b)	((t)(a) > (t)(b) ? (t)(a) : (t)(b))
#define offsetofend(type, member) \
	(offsetof(type, member) + sizeof(((type *)0)->member))

static inline void *kvmalloc(size_t n, int gfp) { (void)gfp; return malloc(n ? n : 1); }
static inline void *kvzalloc(size_t n, int gfp) { (void)gfp; return calloc(1, n ? n : 1); }
static inline void *kvcalloc(size_t n, size_t s, int gfp)
{
	(void)gfp;
	return calloc(n ? n : 1, s ? s : 1);
}
static inline void *kcalloc(size_t n, size_t s, int gfp) { return kvcalloc(n, s, gfp); }
/* lib/sort.c and lib/bsearch.c: qsort(3) and bsearch(3) take the same. */
#define sort(base, num, size, cmp, swap)	qsort(base, num, size, cmp)

/* One task here: nothing to yield to. */
static inline void cond_resched(void) { }

static inline void kvfree(const void *p) { free((void *)p); }
static inline void kfree(const void *p) { free((void *)p); }

static inline long strscpy(char *dst, const char *src, size_t size)
{
	size_t n = strnlen(src, size);

	if (!size)
		return -E2BIG;
	if (n == size) {
		memcpy(dst, src, size - 1);
		dst[size - 1] = '\0';
		return -E2BIG;
	}
	memcpy(dst, src, n + 1);
	return n;
}

#endif
