// SPDX-License-Identifier: GPL-2.0
/*
 * uprobed - a program to put uprobes on, for the guest tests of uprobe
 * event filters:
 *
 *   uprobed offset         print the file offsets of visit() and
 *                          count(), as uprobe_events takes them:
 *                          "visit=0x1234 count=0x1250"
 *   uprobed NAME...        call visit(NAME, i) and count(NAME) for each
 *                          NAME in turn; count() returns NAME's length
 *   uprobed loop N         call visit("loop", i) for i = 0..N-1, timed
 *                          as benchloop.h says (make bench's uprobe rows)
 *
 * The offsets are found from /proc/self/maps: the mapping of the code
 * gives a function's address back as an offset in the file, whatever
 * the linker chose.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "benchloop.h"

/* noinline, and not emptied: each call is a hit of its probe */
__attribute__((noinline)) int visit(const char *name, int i)
{
	asm volatile("" : : "r"(name), "r"(i) : "memory");
	return i;
}

__attribute__((noinline)) int count(const char *name)
{
	asm volatile("" : : "r"(name) : "memory");
	return strlen(name);
}

static unsigned long file_offset(void *fn)
{
	unsigned long start, end, off, addr = (unsigned long)fn;
	char perms[5];
	FILE *maps = fopen("/proc/self/maps", "r");
	char line[512];

	if (!maps) {
		perror("/proc/self/maps");
		exit(1);
	}
	while (fgets(line, sizeof(line), maps)) {
		if (sscanf(line, "%lx-%lx %4s %lx", &start, &end, perms,
			   &off) == 4 && addr >= start && addr < end) {
			fclose(maps);
			return addr - start + off;
		}
	}
	fprintf(stderr, "uprobed: %p in no mapping\n", fn);
	exit(1);
}

int main(int argc, char **argv)
{
	int i, sum = 0;

	if (argc == 3 && !strcmp(argv[1], "loop")) {
		unsigned long long start = now_ns();
		unsigned long j, n = strtoul(argv[2], NULL, 0);

		for (j = 0; j < n; j++)
			visit("loop", j);
		print_loop(n, start);
		return 0;
	}
	if (argc == 2 && !strcmp(argv[1], "offset")) {
		printf("visit=0x%lx count=0x%lx\n", file_offset(visit),
		       file_offset(count));
		return 0;
	}
	for (i = 1; i < argc; i++)
		sum += visit(argv[i], i) + count(argv[i]);
	return sum < 0;
}
