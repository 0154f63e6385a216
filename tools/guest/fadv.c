// SPDX-License-Identifier: GPL-2.0
/*
 * fadv COUNT ADVICE [FD] - call posix_fadvise(FD, 0, 0, ADVICE) COUNT times
 * (FD defaults to a file it opens; -1 gives failing calls): a workload for
 * kprobe and kretprobe events on ksys_fadvise64_64().
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long i, count, fails = 0;
	int advice, fd;

	if (argc < 3) {
		fprintf(stderr, "usage: fadv COUNT ADVICE [FD]\n");
		return 2;
	}
	count = strtol(argv[1], NULL, 0);
	advice = strtol(argv[2], NULL, 0);
	fd = argc > 3 ? strtol(argv[3], NULL, 0) : open("/init", O_RDONLY);
	for (i = 0; i < count; i++)
		if (syscall(SYS_fadvise64, fd, 0L, 0L, advice))
			fails++;
	printf("fadv: %ld calls, %ld failed\n", count, fails);
	return 0;
}
