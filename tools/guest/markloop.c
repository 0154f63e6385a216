// SPDX-License-Identifier: GPL-2.0
/*
 * markloop N PATH - write(2) one short line to PATH N times, and print the
 * time the loop took as the benchmark module does. On trace_marker each
 * write is a record of the top instance, the print entry; on /dev/null
 * the same loop without it. The benchmark sets their difference against
 * a BPF filter's mark (bpf_event_filter_mark()), a record too.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "benchloop.h"

int main(int argc, char **argv)
{
	static const char line[] = "bench mark\n";
	unsigned long n, i;
	unsigned long long start;
	int fd;

	if (argc != 3) {
		fprintf(stderr, "usage: markloop N PATH\n");
		return 2;
	}
	n = strtoul(argv[1], NULL, 0);
	fd = open(argv[2], O_WRONLY);
	if (fd < 0) {
		perror(argv[2]);
		return 1;
	}
	start = now_ns();
	for (i = 0; i < n; i++) {
		if (write(fd, line, sizeof(line) - 1) != sizeof(line) - 1) {
			perror("write");
			return 1;
		}
	}
	print_loop(n, start);
	close(fd);
	return 0;
}
