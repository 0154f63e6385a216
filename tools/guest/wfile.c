// SPDX-License-Identifier: GPL-2.0
/*
 * wfile - write data to a file the way the tests need, and name the errno.
 *
 *   wfile [-c CHUNK] [-d SECS] [-n BYTES] [-r] [-s USECS] [-u UID] FILE STRING
 *   wfile [-c CHUNK] [-d SECS] [-n BYTES] [-r] [-s USECS] [-u UID] -f SRC FILE
 *
 * writes STRING, or SRC's contents.
 *
 * The data goes out in write(2) calls of at most CHUNK bytes (default: all
 * at once), on one open file, as cat would; -n stops after BYTES bytes (a
 * truncated object), -d waits SECS seconds between open(2) and the first
 * write (for tests that remove the event meanwhile), -u UID has FILE
 * opened by a child running as UID, which hands the descriptor over (an
 * fd passed to a privileged writer), -s USECS has one SIGALRM come USECS
 * microseconds after the first write starts, to a handler without
 * SA_RESTART (a write a signal interrupts), and -r repeats a write that
 * failed with EINTR, as cat does. On the first failing write it prints
 * "wfile: write at OFFSET: ENAME (message)" and exits 1; a failing close(2)
 * is reported the same way.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/stat.h>
#include <sys/wait.h>
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

/* Open @path as @uid in a child and receive the descriptor over a socket. */
static int open_as(const char *path, uid_t uid)
{
	char ctl[CMSG_SPACE(sizeof(int))] = {}, byte = 0;
	struct iovec iov = { .iov_base = &byte, .iov_len = 1 };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = ctl, .msg_controllen = sizeof(ctl),
	};
	struct cmsghdr *cm = CMSG_FIRSTHDR(&msg);
	int sv[2], fd, status;
	pid_t pid;

	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) < 0)
		die_errno("socketpair", 0);
	pid = fork();
	if (pid < 0)
		die_errno("fork", 0);
	if (!pid) {
		if (setresgid(uid, uid, uid) || setresuid(uid, uid, uid))
			die_errno("setresuid", 0);
		fd = open(path, O_WRONLY);
		if (fd < 0)
			die_errno("open as uid", 0);
		cm->cmsg_level = SOL_SOCKET;
		cm->cmsg_type = SCM_RIGHTS;
		cm->cmsg_len = CMSG_LEN(sizeof(int));
		memcpy(CMSG_DATA(cm), &fd, sizeof(int));
		if (sendmsg(sv[1], &msg, 0) != 1)
			die_errno("sendmsg", 0);
		exit(0);
	}
	if (recvmsg(sv[0], &msg, 0) != 1 || !(cm = CMSG_FIRSTHDR(&msg)) ||
	    cm->cmsg_type != SCM_RIGHTS) {
		waitpid(pid, &status, 0);
		fprintf(stderr, "wfile: no descriptor from the child\n");
		exit(2);
	}
	memcpy(&fd, CMSG_DATA(cm), sizeof(int));
	waitpid(pid, &status, 0);
	close(sv[0]);
	close(sv[1]);
	return fd;
}

static void on_alarm(int sig)
{
	(void)sig;
}

/* One SIGALRM in @usecs microseconds */
static void alarm_in(long usecs)
{
	struct sigaction sa = { .sa_handler = on_alarm };
	struct itimerval it = {
		.it_value = { usecs / 1000000, usecs % 1000000 },
	};

	if (sigaction(SIGALRM, &sa, NULL) || setitimer(ITIMER_REAL, &it, NULL))
		die_errno("setitimer", 0);
}

int main(int argc, char **argv)
{
	const char *src = NULL, *dst;
	size_t chunk = 0, len, off = 0, limit = 0;
	unsigned int delay = 0;
	long uid = -1, usecs = 0;
	int repeat = 0;
	char *data;
	int opt, fd;

	while ((opt = getopt(argc, argv, "c:d:f:n:rs:u:")) != -1) {
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
		case 'r':
			repeat = 1;
			break;
		case 's':
			usecs = strtol(optarg, NULL, 0);
			break;
		case 'u':
			uid = strtol(optarg, NULL, 0);
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

	fd = uid >= 0 ? open_as(dst, uid) : open(dst, O_WRONLY);
	if (fd < 0)
		die_errno("open", 0);
	if (delay)
		sleep(delay);
	if (usecs > 0)
		alarm_in(usecs);
	do {
		size_t n = len - off < chunk ? len - off : chunk;
		ssize_t w = write(fd, data + off, n);

		if (w < 0 && errno == EINTR && repeat)
			continue;
		if (w < 0)
			die_errno("write", off);
		off += w;
	} while (off < len);
	if (close(fd) < 0)
		die_errno("close", off);
	return 0;
usage:
	fprintf(stderr, "usage: wfile [-c CHUNK] [-d SECS] [-n BYTES] [-r] [-s USECS] [-u UID] FILE STRING | -f SRC FILE\n");
	return 2;
}
