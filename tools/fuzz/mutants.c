// SPDX-License-Identifier: GPL-2.0
/*
 * mutants - write structurally mutated BPF objects into a real filter file
 *
 *   mutants [-n COUNT] [-s SEED] FILTER GOOD.o [SEED.o...]
 *
 * The guest half of the fuzzing (make test-debug runs it under KASAN): the
 * host fuzzer finds what breaks the object reader built in userspace, this
 * finds what the same kind of input does to the kernel behind it (loader,
 * verifier, error paths, the filter in force).
 *
 * GOOD.o is written first and stays the reference. Then COUNT mutants, each
 * a SEED.o (GOOD.o when none is given, in turn otherwise) with one to four
 * edits of tools/fuzz/elf_mutator.c, the libFuzzer custom mutator, are
 * written to FILTER, one open(2)/write(2)/close(2) each, as `cat m.o >
 * FILTER` does. A refused write must leave FILTER's text (the program in
 * force and its id) as it was; an accepted one is counted and GOOD.o is
 * written again. A mutant that breaks the rule is kept in /tmp.
 *
 * Prints the errno of the refusals and ends with "mutants: N written, A
 * loaded, R refused, B broke the filter in force"; exits 1 when B > 0,
 * when a refusal's errno says the kernel went wrong (suspect_errno(), shown
 * with the last error_log entry, the mutant kept in /tmp), or
 * when nothing was refused (the mutator did not reach the kernel's checks
 * at all).
 */
#include "bpf_filter_elf.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

size_t LLVMFuzzerCustomMutator(u8 *data, size_t size, size_t max_size,
			       unsigned int seed);

/* Room for the mutator to append sections. */
#define MUT_MAX(len)	((len) * 2 + 65536)

struct obj {
	const char *path;
	u8 *data;
	size_t len;
};

static void slurp(struct obj *o, const char *path)
{
	struct stat st;
	int fd = open(path, O_RDONLY);

	if (fd < 0 || fstat(fd, &st) < 0) {
		perror(path);
		exit(2);
	}
	o->path = path;
	o->len = st.st_size;
	o->data = malloc(o->len);
	if (!o->data || read(fd, o->data, o->len) != (ssize_t)o->len) {
		perror(path);
		exit(2);
	}
	close(fd);
}

/* Write @len bytes into @filter as one object: 0 or the errno. */
static int put(const char *filter, const u8 *data, size_t len)
{
	int fd = open(filter, O_WRONLY | O_TRUNC);
	int err = 0;

	if (fd < 0) {
		perror(filter);
		exit(2);
	}
	if (write(fd, data, len) != (ssize_t)len)
		err = errno;
	if (close(fd) && !err)
		err = errno;
	return err;
}

static void show(const char *filter, char *buf, size_t size)
{
	int fd = open(filter, O_RDONLY);
	ssize_t n;

	if (fd < 0) {
		perror(filter);
		exit(2);
	}
	n = read(fd, buf, size - 1);
	buf[n > 0 ? n : 0] = 0;
	close(fd);
}

/*
 * The filter in force as cat shows it, without its counts (" seen=N
 * kept=N dropped=N"), which events may change between two readings.
 */
static void show_filter(const char *filter, char *buf, size_t size)
{
	char *counts, *rest;

	show(filter, buf, size);
	counts = strstr(buf, " seen=");
	rest = counts ? strstr(counts, " dropped=") : NULL;
	if (!rest)
		return;
	rest += strcspn(rest + 1, " \n") + 1;
	memmove(counts, rest, strlen(rest) + 1);
}

/* The last entry of error_log (its lines), for a suspect errno. */
static void print_error_log(void)
{
	char log[4096], *last, *p;

	show("/sys/kernel/tracing/error_log", log, sizeof(log));
	last = log;
	for (p = log; (p = strstr(p, "\n[")); p++)
		last = p + 1;
	for (p = strtok(last, "\n"); p; p = strtok(NULL, "\n"))
		printf("# error_log: %s\n", p);
}

/*
 * An errno that says the kernel went wrong rather than the object: a file
 * descriptor (none is involved), the verifier's "internal error"
 * (EFAULT), or an errno of the kernel's own range (ENOTSUPP, 524, and its
 * neighbours) leaking out of write(2).
 */
static bool suspect_errno(int e)
{
	return e == EBADF || e == EFAULT || e >= 512;
}

static void keep(const u8 *data, size_t len, int i)
{
	char path[64];
	int fd;

	snprintf(path, sizeof(path), "/tmp/mutant-%d.o", i);
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd >= 0 && write(fd, data, len) == (ssize_t)len)
		printf("# kept as %s\n", path);
	if (fd >= 0)
		close(fd);
}

int main(int argc, char **argv)
{
	unsigned int count = 1000, seed = 1, errs[1024] = {};
	unsigned int loaded = 0, refused = 0, broke = 0, odd = 0, i, e;
	char before[4096], after[4096];
	struct obj good, *seeds;
	size_t nseeds, max, mlen, k;
	const char *filter;
	u8 *mut;
	int opt;

	while ((opt = getopt(argc, argv, "n:s:")) != -1) {
		switch (opt) {
		case 'n':
			count = strtoul(optarg, NULL, 0);
			break;
		case 's':
			seed = strtoul(optarg, NULL, 0);
			break;
		default:
			goto usage;
		}
	}
	if (argc - optind < 2)
		goto usage;
	filter = argv[optind];
	slurp(&good, argv[optind + 1]);
	nseeds = argc - optind - 2;
	seeds = nseeds ? calloc(nseeds, sizeof(*seeds)) : &good;
	for (k = 0; k < nseeds; k++)
		slurp(&seeds[k], argv[optind + 2 + k]);
	nseeds = nseeds ? nseeds : 1;
	for (k = 0, max = 0; k < nseeds; k++)
		max = seeds[k].len > max ? seeds[k].len : max;
	mut = malloc(MUT_MAX(max));

	if (put(filter, good.data, good.len)) {
		perror(good.path);
		return 2;
	}
	show_filter(filter, before, sizeof(before));
	for (i = 0; i < count; i++) {
		struct obj *s = &seeds[i % nseeds];

		memcpy(mut, s->data, s->len);
		mlen = s->len;
		for (k = 0; k <= i % 4; k++)
			mlen = LLVMFuzzerCustomMutator(mut, mlen, MUT_MAX(s->len),
						       seed + i * 7 + k);
		e = put(filter, mut, mlen);
		if (!e) {
			loaded++;
			if (put(filter, good.data, good.len)) {
				perror(good.path);
				return 2;
			}
			show_filter(filter, before, sizeof(before));
			continue;
		}
		refused++;
		errs[e < 1024 ? e : 0]++;
		if (suspect_errno(e)) {
			odd++;
			printf("not ok - mutant %u of %s: write failed with %s\n",
			       i, s->path, strerror(e));
			print_error_log();
			keep(mut, mlen, i);
		}
		show_filter(filter, after, sizeof(after));
		if (strcmp(before, after)) {
			broke++;
			printf("not ok - mutant %u of %s (%s) changed the filter in force:\n# before: %s# after: %s",
			       i, s->path, strerror(e), before, after);
			keep(mut, mlen, i);
			strcpy(before, after);
		}
	}
	for (e = 0; e < 1024; e++)
		if (errs[e])
			printf("# refused with %s: %u\n", strerror(e), errs[e]);
	printf("mutants: %u written, %u loaded, %u refused, %u broke the filter in force\n",
	       count, loaded, refused, broke);
	return broke || odd || !refused ? 1 : 0;
usage:
	fprintf(stderr, "usage: mutants [-n COUNT] [-s SEED] FILTER GOOD.o [SEED.o...]\n");
	return 2;
}
