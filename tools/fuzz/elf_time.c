// SPDX-License-Identifier: GPL-2.0
/*
 * elf_time -- how long the kernel's BPF filter object reader
 * (kernel/trace/bpf_filter_elf.c, built unchanged) takes on each object:
 *
 *   elf_time [-l LIMIT_MS] OBJ...
 *
 * Parses each OBJ three times, in a child of its own, and prints the best
 * time in milliseconds and the reader's verdict (parsed, or its message).
 * With -l, an object whose best time is over LIMIT_MS fails, and so does
 * one whose child is still parsing after ten times that (it is killed:
 * the unfixed reader took minutes on some). Ends with
 * "elf_time: N passed, N failed".
 */
#include "bpf_filter_elf.h"
#include "slurp.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define RUNS 3

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* The child: time @path, print its line; exit 1 when over @limit. */
static int time_one(const char *path, double limit)
{
	struct bpf_filter_obj obj = {};
	double best = 1e30, t;
	size_t len;
	u8 *data = slurp(path, &len);
	int run, err = 0;

	for (run = 0; run < RUNS; run++) {
		bpf_filter_obj_free(&obj);
		t = now_ms();
		err = bpf_filter_obj_parse(&obj, data, len);
		t = now_ms() - t;
		if (t < best)
			best = t;
	}
	printf("%s - %s: %zu bytes, %.1f ms: %s\n",
	       limit && best > limit ? "not ok" : "ok", path, len, best,
	       err ? obj.err : "parsed");
	bpf_filter_obj_free(&obj);
	free(data);
	return limit && best > limit;
}

int main(int argc, char **argv)
{
	int i = 1, passed = 0, failed = 0, status;
	double limit = 0;

	if (argc > 2 && !strcmp(argv[1], "-l")) {
		limit = atof(argv[2]);
		i = 3;
	}
	for (; i < argc; i++) {
		pid_t pid;

		fflush(stdout);
		pid = fork();
		if (pid < 0) {
			perror("fork");
			return 2;
		}
		if (!pid) {
			struct itimerval kill_at = {
				.it_value.tv_sec = (long)(limit * 10) / 1000,
				.it_value.tv_usec = (long)(limit * 10) % 1000 * 1000,
			};

			/* SIGALRM ends the child: it has no handler. */
			if (limit)
				setitimer(ITIMER_REAL, &kill_at, NULL);
			exit(time_one(argv[i], limit));
		}
		if (waitpid(pid, &status, 0) < 0) {
			perror("waitpid");
			return 2;
		}
		if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
			passed++;
			continue;
		}
		failed++;
		if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM)
			printf("not ok - %s: still parsing after %.0f ms\n",
			       argv[i], limit * 10);
		else if (!WIFEXITED(status) || WEXITSTATUS(status) != 1)
			printf("not ok - %s: the parse died (status %#x)\n",
			       argv[i], status);
	}
	printf("elf_time: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
