// SPDX-License-Identifier: GPL-2.0
/*
 * openloop N PATH... - open(2) and close(2) the PATHs in turn, N opens in
 * all, timed with CLOCK_MONOTONIC; print the result as the benchmark
 * module does:
 *
 *   iterations=100000 ns=812345678 ns_per_iter=8123.456
 *
 * The workload of make bench's open rows (kprobe events on do_filp_open()
 * and vfs_open()); under QEMU -icount the time counts guest instructions.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static unsigned long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

int main(int argc, char **argv)
{
	unsigned long long start, ns, per_milli;
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
	ns = now_ns() - start;
	per_milli = n ? ns * 1000 / n : 0;
	printf("iterations=%lu ns=%llu ns_per_iter=%llu.%03llu\n", n, ns,
	       per_milli / 1000, per_milli % 1000);
	return 0;
}
