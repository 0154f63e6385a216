// SPDX-License-Identifier: GPL-2.0
/*
 * bpfattach - run a command while a BPF program is attached to a tracepoint
 * the way upstream does it, for the benchmark's comparison rows:
 *
 *   bpfattach rawtp TRACEPOINT OBJ CMD   BPF_RAW_TRACEPOINT_OPEN
 *   bpfattach tp_btf TRACEPOINT OBJ CMD  the same for a SEC("tp_btf/...")
 *                                        program, which names its tracepoint
 *   bpfattach perf SYSTEM/EVENT OBJ CMD  perf_event_open() on CPU 0 +
 *                                        PERF_EVENT_IOC_SET_BPF
 *
 * OBJ is loaded with libbpf (its first program); CMD runs with sh -c, on
 * CPU 0 (a program can go on a tracepoint's perf events only once, so the
 * perf row measures the CPU its event is on).
 */
#define _GNU_SOURCE
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <linux/perf_event.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

static int load(const char *path)
{
	struct bpf_object *obj = bpf_object__open_file(path, NULL);
	struct bpf_program *prog;

	if (!obj || bpf_object__load(obj)) {
		fprintf(stderr, "bpfattach: cannot load %s\n", path);
		exit(1);
	}
	prog = bpf_object__next_program(obj, NULL);
	return bpf_program__fd(prog);
}

static int event_id(const char *event)
{
	char path[256];
	FILE *f;
	int id = -1;

	snprintf(path, sizeof(path), "/sys/kernel/tracing/events/%s/id", event);
	f = fopen(path, "r");
	if (!f || fscanf(f, "%d", &id) != 1) {
		perror(path);
		exit(1);
	}
	fclose(f);
	return id;
}

static void attach_perf(const char *event, int prog_fd)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_TRACEPOINT,
		.size = sizeof(attr),
		.config = event_id(event),
		.sample_period = 1,
		.wakeup_events = 1,
	};
	int fd = syscall(SYS_perf_event_open, &attr, -1, 0, -1, 0);

	if (fd < 0 || ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog_fd) ||
	    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0)) {
		perror("perf_event_open/SET_BPF");
		exit(1);
	}
}

static void run_on_cpu0(void)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(0, &set);
	if (sched_setaffinity(0, sizeof(set), &set)) {
		perror("sched_setaffinity");
		exit(1);
	}
}

int main(int argc, char **argv)
{
	int prog_fd;

	if (argc != 5) {
		fprintf(stderr, "usage: bpfattach rawtp|tp_btf|perf TARGET OBJ CMD\n");
		return 2;
	}
	prog_fd = load(argv[3]);
	if (!strcmp(argv[1], "rawtp")) {
		if (bpf_raw_tracepoint_open(argv[2], prog_fd) < 0) {
			perror("BPF_RAW_TRACEPOINT_OPEN");
			return 1;
		}
	} else if (!strcmp(argv[1], "tp_btf")) {
		/* The tracepoint is the one the program was loaded for. */
		if (bpf_raw_tracepoint_open(NULL, prog_fd) < 0) {
			perror("BPF_RAW_TRACEPOINT_OPEN (tp_btf)");
			return 1;
		}
	} else if (!strcmp(argv[1], "perf")) {
		attach_perf(argv[2], prog_fd);
	} else {
		return 2;
	}
	run_on_cpu0();
	return system(argv[4]) ? 1 : 0;
}
