// SPDX-License-Identifier: GPL-2.0
/*
 * openloop N PATH... - open(2) and close(2) the PATHs in turn, N opens in
 * all, timed as benchloop.h says: the workload of make bench's open rows
 * (kprobe events on do_filp_open() and vfs_open(), the sys_enter_openat
 * event).
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "benchloop.h"

int main(int argc, char **argv)
{
	unsigned long long start;
	unsigned long i, n;
	int fd;

	if (argc < 3) {
		fprintf(stderr, "usage: openloop N PATH...\n");
		return 2;
	}
	n = strtoul(argv[1], NULL, 0);
	start = now_ns();
	for (i = 0; i < n; i++) {
		const char *path = argv[2 + i % (argc - 2)];

		fd = open(path, O_RDONLY);
		if (fd < 0) {
			perror(path);
			return 1;
		}
		close(fd);
	}
	print_loop(n, start);
	return 0;
}
