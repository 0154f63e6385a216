/* SPDX-License-Identifier: GPL-2.0 */
/*
 * slurp(): a whole file in memory, for the reader's userspace tools
 * (elf_test, elf_time); exits 2 when it cannot be read.
 */
#ifndef _FUZZ_SLURP_H
#define _FUZZ_SLURP_H

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static inline u8 *slurp(const char *path, size_t *len)
{
	struct stat st;
	u8 *buf;
	int fd = open(path, O_RDONLY);

	if (fd < 0 || fstat(fd, &st) < 0) {
		perror(path);
		exit(2);
	}
	buf = malloc(st.st_size ? st.st_size : 1);
	if (!buf || read(fd, buf, st.st_size) != st.st_size)
		exit(2);
	close(fd);
	*len = st.st_size;
	return buf;
}

#endif /* _FUZZ_SLURP_H */
