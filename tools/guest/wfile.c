// SPDX-License-Identifier: GPL-2.0
/*
 * wfile - write data to a file the way the tests need, and name the errno.
 *
 *   wfile [-c CHUNK] [-d SECS] [-n BYTES] FILE STRING   write STRING
 *   wfile [-c CHUNK] [-d SECS] [-n BYTES] -f SRC FILE   write SRC's contents
 *
 * The data goes out in write(2) calls of at most CHUNK bytes (default: all
 * at once), on one open file, as cat would; -n stops after BYTES bytes (a
 * truncated object), -d waits SECS seconds between open(2) and the first
 * write (for tests that remove the event meanwhile). On the first failing
 * write it prints "wfile: write at OFFSET: ENAME (message)" and exits 1; a
 * failing close(2) is reported the same way.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void die_errno(const char *what, long off)
{
	int e = errno;

	printf("wfile: %s at %ld: %s (%s)\n", what, off, strerrorname_np(e),
	       strerror(e));
	exit(1);
}

static char *slurp(const char *path, size_t *len)
{
	struct stat st;
	char *buf;
	int fd = open(path, O_RDONLY);

	if (fd < 0 || fstat(fd, &st) < 0)
		die_errno("open source", 0);
	buf = malloc(st.st_size + 1);
	if (!buf || read(fd, buf, st.st_size) != st.st_size)
		die_errno("read source", 0);
	close(fd);
	*len = st.st_size;
	return buf;
}

int main(int argc, char **argv)
{
	const char *src = NULL, *dst;
	size_t chunk = 0, len, off = 0, limit = 0;
	unsigned int delay = 0;
	char *data;
	int opt, fd;

	while ((opt = getopt(argc, argv, "c:d:f:n:")) != -1) {
		switch (opt) {
		case 'c':
			chunk = strtoul(optarg, NULL, 0);
			break;
		case 'd':
			delay = strtoul(optarg, NULL, 0);
			break;
		case 'n':
			limit = strtoul(optarg, NULL, 0);
			break;
		case 'f':
			src = optarg;
			break;
		default:
			goto usage;
		}
	}
	if (optind >= argc || (!src && optind + 2 != argc))
		goto usage;
	dst = argv[optind];
	if (src) {
		data = slurp(src, &len);
	} else {
		data = argv[optind + 1];
		len = strlen(data);
	}
	if (limit && limit < len)
		len = limit;
	if (!chunk || chunk > len)
		chunk = len ? len : 1;

	fd = open(dst, O_WRONLY);
	if (fd < 0)
		die_errno("open", 0);
	if (delay)
		sleep(delay);
	do {
		size_t n = len - off < chunk ? len - off : chunk;
		ssize_t w = write(fd, data + off, n);

		if (w < 0)
			die_errno("write", off);
		off += w;
	} while (off < len);
	if (close(fd) < 0)
		die_errno("close", off);
	return 0;
usage:
	fprintf(stderr, "usage: wfile [-c CHUNK] [-d SECS] [-n BYTES] FILE STRING | -f SRC FILE\n");
	return 2;
}
