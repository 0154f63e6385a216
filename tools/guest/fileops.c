// SPDX-License-Identifier: GPL-2.0
/*
 * fileops - exercise the file operations of tracefs filter files as
 * careless and hostile users would, from several threads at once:
 *
 *   fileops [-n ROUNDS] [-t THREADS] [-w PAYLOAD]... FILE...
 *
 * Every round opens each FILE in every mode (O_RDONLY, O_WRONLY, O_RDWR,
 * O_WRONLY|O_APPEND, O_WRONLY|O_TRUNC) and takes the descriptor through
 * one of these paths, in turn:
 *   - read it whole and write a payload, then close;
 *   - write half a payload, pass the descriptor over a unix socket with
 *     SCM_RIGHTS, close it, and close the socket with it still in flight
 *     (the file's last reference goes without a close(2) of its own);
 *   - share it with a child, which writes or reads and exits, or exec()s
 *     true with it open, while the parent closes its own;
 *   - dup() it, close the original, read and write through the copy;
 * and every thread also writes each round to one descriptor of each FILE
 * that all threads share, opened at the start and closed at the end.
 * Payloads: the files given with -w (objects, pinned text, predicates),
 * and "0", a predicate, junk after the ELF magic, an empty write, a
 * "bpf pinned=" line naming nothing, and a name 5000 bytes long. Files
 * may come and go (events and instances removed meanwhile): failing opens
 * are counted, not fatal. The verdict is the kernel's (no splat on the
 * console) and the counts printed at the end, which say the operations
 * reached the files:
 *   "fileops: OPENS opens, READS reads, WRITES writes (OK ok, OBJECTS
 *   objects), PASSED passed"
 * (OBJECTS: whole objects of -w files a write took). It exits 1 when nothing was
 * opened, no object was taken or no descriptor was in flight: a run
 * that reached nothing proves nothing.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_PAYLOADS	32

struct payload {
	char *data;
	size_t len;
	int object;	/* a -w file that is an ELF object */
};

static struct payload payloads[MAX_PAYLOADS];
static int nr_payloads;
static char **files;
static int nr_files;
static int rounds = 10;

static atomic_long opens, reads, writes, writes_ok, objects, passed;
static int *shared;

static const int modes[] = {
	O_RDONLY, O_WRONLY, O_RDWR, O_WRONLY | O_APPEND, O_WRONLY | O_TRUNC,
};

static void add_payload(const char *data, size_t len)
{
	if (nr_payloads == MAX_PAYLOADS) {
		fprintf(stderr, "fileops: too many payloads\n");
		exit(2);
	}
	payloads[nr_payloads].data = malloc(len + 1);
	if (!payloads[nr_payloads].data)
		exit(2);
	memcpy(payloads[nr_payloads].data, data, len);
	payloads[nr_payloads].len = len;
	nr_payloads++;
}

static void add_payload_file(const char *path)
{
	struct stat st;
	char *buf;
	int fd;

	fd = open(path, O_RDONLY);
	if (fd < 0 || fstat(fd, &st)) {
		perror(path);
		exit(2);
	}
	buf = malloc(st.st_size + 1);
	if (!buf || read(fd, buf, st.st_size) != st.st_size) {
		perror(path);
		exit(2);
	}
	close(fd);
	add_payload(buf, st.st_size);
	payloads[nr_payloads - 1].object = st.st_size > 4 && !memcmp(buf, "\177ELF", 4);
	free(buf);
}

static void add_builtin_payloads(void)
{
	static const char *const text[] = {
		"0", "common_pid < 0", "\177ELF\002\001junk junk junk", "",
		"bpf pinned=/sys/fs/bpf/nothing-here",
	};
	char name[5000];
	size_t i;

	for (i = 0; i < sizeof(text) / sizeof(text[0]); i++)
		add_payload(text[i], strlen(text[i]));
	memset(name, 'n', sizeof(name));
	memcpy(name, "bpf pinned=/", 12);
	add_payload(name, sizeof(name));
}

static void do_read(int fd)
{
	char buf[4096];

	while (read(fd, buf, sizeof(buf)) > 0)
		;
	reads++;
}

static void do_write(int fd, const struct payload *p, size_t len)
{
	writes++;
	if (write(fd, p->data, len) != (ssize_t)len)
		return;
	writes_ok++;
	if (len == p->len && p->object)
		objects++;
}

/* Close @fd with its last reference in flight in a unix socket. */
static void close_in_flight(int fd)
{
	char cbuf[CMSG_SPACE(sizeof(int))] = {};
	struct iovec iov = { .iov_base = "x", .iov_len = 1 };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = cbuf, .msg_controllen = sizeof(cbuf),
	};
	struct cmsghdr *cmsg = CMSG_FIRSTHDR(&msg);
	int sv[2];

	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv)) {
		close(fd);
		return;
	}
	cmsg->cmsg_level = SOL_SOCKET;
	cmsg->cmsg_type = SCM_RIGHTS;
	cmsg->cmsg_len = CMSG_LEN(sizeof(int));
	memcpy(CMSG_DATA(cmsg), &fd, sizeof(int));
	if (sendmsg(sv[0], &msg, 0) == 1)
		passed++;
	close(fd);
	close(sv[0]);
	close(sv[1]);
}

static void share_with_child(int fd, int writable, const struct payload *p,
			     int round)
{
	pid_t pid = fork();

	if (pid == 0) {
		if (round & 4)
			execlp("true", "true", (char *)NULL);
		if (writable)
			do_write(fd, p, p->len);
		else
			do_read(fd);
		_exit(0);
	}
	close(fd);
	if (pid > 0)
		waitpid(pid, NULL, 0);
}

static void exercise(const char *file, int mode, const struct payload *p,
		     int round)
{
	int writable = (mode & O_ACCMODE) != O_RDONLY;
	int readable = (mode & O_ACCMODE) != O_WRONLY;
	int fd, copy;

	fd = open(file, mode);
	if (fd < 0)
		return;
	opens++;
	switch (round % 4) {
	case 0:
		if (readable)
			do_read(fd);
		if (writable)
			do_write(fd, p, p->len);
		close(fd);
		break;
	case 1:
		if (writable)
			do_write(fd, p, p->len / 2);
		close_in_flight(fd);
		break;
	case 2:
		share_with_child(fd, writable, p, round);
		break;
	default:
		copy = dup(fd);
		close(fd);
		if (copy < 0)
			break;
		if (readable)
			do_read(copy);
		if (writable)
			do_write(copy, p, p->len);
		close(copy);
	}
}

static void *worker(void *arg)
{
	long id = (long)arg;
	int r, f, m;

	for (r = 0; r < rounds; r++)
		for (f = 0; f < nr_files; f++) {
			for (m = 0; m < (int)(sizeof(modes) / sizeof(modes[0])); m++)
				exercise(files[f], modes[m],
					 &payloads[(r + f + m + id) % nr_payloads],
					 r + (int)id);
			/* One open file, written by every thread at once */
			if (shared[f] >= 0)
				do_write(shared[f],
					 &payloads[(r + f + id) % nr_payloads],
					 payloads[(r + f + id) % nr_payloads].len);
		}
	return NULL;
}

int main(int argc, char **argv)
{
	pthread_t tids[16];
	int threads = 2, opt, i;

	while ((opt = getopt(argc, argv, "n:t:w:")) != -1) {
		switch (opt) {
		case 'n':
			rounds = atoi(optarg);
			break;
		case 't':
			threads = atoi(optarg);
			break;
		case 'w':
			add_payload_file(optarg);
			break;
		default:
			goto usage;
		}
	}
	if (optind == argc || threads < 1 || threads > 16 || rounds < 1)
		goto usage;
	files = argv + optind;
	nr_files = argc - optind;
	add_builtin_payloads();
	shared = calloc(nr_files, sizeof(*shared));
	if (!shared)
		return 2;
	for (i = 0; i < nr_files; i++)
		shared[i] = open(files[i], O_WRONLY);
	for (i = 0; i < threads; i++)
		if (pthread_create(&tids[i], NULL, worker, (void *)(long)i)) {
			perror("pthread_create");
			return 2;
		}
	for (i = 0; i < threads; i++)
		pthread_join(tids[i], NULL);
	for (i = 0; i < nr_files; i++)
		if (shared[i] >= 0)
			close(shared[i]);
	printf("fileops: %ld opens, %ld reads, %ld writes (%ld ok, %ld objects), %ld passed\n",
	       (long)opens, (long)reads, (long)writes, (long)writes_ok,
	       (long)objects, (long)passed);
	return opens && objects && passed ? 0 : 1;
usage:
	fprintf(stderr, "usage: fileops [-n ROUNDS] [-t THREADS] [-w PAYLOAD]... FILE...\n");
	return 2;
}
