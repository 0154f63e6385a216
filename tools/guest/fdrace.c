// SPDX-License-Identifier: GPL-2.0
/*
 * fdrace - another thread of the writer swaps file descriptors while an
 * object is loaded into a filter file.
 *
 *   fdrace OBJ FILTER ROUNDS
 *
 * The main thread writes OBJ into FILTER ROUNDS times (one write(2) each)
 * and reads FILTER after each. Meanwhile a second thread loads a program of
 * its own ("foreign": a raw_tp program that returns 1) and, in a loop,
 * dup2()s it onto the lowest free file descriptors and closes them again:
 * the numbers a loader that goes through the writer's file table would get
 * for its BTF, map and program. A loader that takes the program back by fd
 * installs "foreign" when the swap lands between the two steps, or fails
 * the write when a close does.
 *
 * Prints "fdrace: N writes, N failed, N foreign" and exits 0 only when
 * every write succeeded and FILTER never showed the foreign program.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/bpf.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

static volatile int stop;
static int foreign = -1, lowest;

static int load_foreign(void)
{
	struct bpf_insn insns[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0, .imm = 1 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	union bpf_attr attr = {
		.prog_type = BPF_PROG_TYPE_RAW_TRACEPOINT,
		.insns = (unsigned long)insns,
		.insn_cnt = 2,
		.license = (unsigned long)"GPL",
	};

	strcpy(attr.prog_name, "foreign");
	return syscall(__NR_bpf, BPF_PROG_LOAD, &attr, sizeof(attr));
}

static void *racer(void *arg)
{
	int fd;

	while (!stop)
		for (fd = lowest; fd < lowest + 8; fd++)
			if (dup2(foreign, fd) == fd)
				close(fd);
	return NULL;
}

static char *slurp(const char *path, size_t *len)
{
	struct stat st;
	char *buf;
	int fd = open(path, O_RDONLY);

	if (fd < 0 || fstat(fd, &st) < 0 || !(buf = malloc(st.st_size)) ||
	    read(fd, buf, st.st_size) != st.st_size) {
		perror(path);
		exit(2);
	}
	close(fd);
	*len = st.st_size;
	return buf;
}

int main(int argc, char **argv)
{
	int rounds, i, wfd, rfd, failed = 0, seen = 0;
	char shown[512];
	pthread_t thr;
	size_t len;
	ssize_t n;
	char *obj;

	if (argc != 4) {
		fprintf(stderr, "usage: fdrace OBJ FILTER ROUNDS\n");
		return 2;
	}
	obj = slurp(argv[1], &len);
	rounds = atoi(argv[3]);
	wfd = open(argv[2], O_WRONLY);
	rfd = open(argv[2], O_RDONLY);
	foreign = load_foreign();
	if (wfd < 0 || rfd < 0 || foreign < 0) {
		perror("fdrace: setup");
		return 2;
	}
	/* The loader's fds would be the lowest free ones: these. */
	lowest = foreign + 1;
	if (pthread_create(&thr, NULL, racer, NULL))
		return 2;
	for (i = 0; i < rounds; i++) {
		if (write(wfd, obj, len) != (ssize_t)len) {
			if (!failed++)
				printf("fdrace: write %d: %s\n", i, strerror(errno));
		}
		n = pread(rfd, shown, sizeof(shown) - 1, 0);
		shown[n > 0 ? n : 0] = '\0';
		if (strstr(shown, "name=foreign ")) {
			if (!seen++)
				printf("fdrace: round %d installed %s", i, shown);
		}
	}
	stop = 1;
	pthread_join(thr, NULL);
	printf("fdrace: %d writes, %d failed, %d foreign\n", rounds, failed, seen);
	return failed || seen;
}
