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
 * and to attach event filters (BPF_LINK_CREATE, BPF_TRACE_EVENT_FILTER,
 * as libbpf's bpf_program__attach_event_filter() makes it, on a filter
 * file named by its path, wherever tracefs is mounted):
 *
 *   bpfattach link FILTER OBJ CMD        the program as the filter of the
 *                                        event whose filter file is FILTER,
 *                                        while CMD runs
 *   bpfattach auto - OBJ CMD             the same, attached by libbpf from
 *                                        SEC("event_filter/<sys>/<event>")
 *   bpfattach pin FILTER OBJ PATH        the same, the link pinned at PATH
 *                                        (bpffs): the filter outlives us
 *   bpfattach update PATH OBJ -          BPF_LINK_UPDATE of the link pinned
 *                                        at PATH to OBJ's program
 *   bpfattach update-nocaps PATH OBJ -   the same, with every capability
 *                                        dropped after the load
 *   BPFATTACH_COOKIE=N bpfattach link|pin ...   the same with cookie N
 *   bpfattach foreign FILTER OBJ -       BPF_LINK_CREATE of the event filter
 *                                        attach type with kprobe_multi's
 *                                        options set, as a caller built
 *                                        for another numbering of the
 *                                        attach types would make it
 *
 * and to extend a program with freplace, as libxdp does:
 *
 *   bpfattach extend PATH OBJ CMD        OBJ's SEC("freplace/FUNC") program
 *                                        in place of FUNC of the program
 *                                        pinned at PATH, while CMD runs
 *
 * OBJ is loaded with libbpf (its first program); CMD runs with sh -c, on
 * CPU 0 (a program can go on a tracepoint's perf events only once, so the
 * perf row measures the CPU its event is on).
 */
#define _GNU_SOURCE
#include <bpf/bpf.h>
#include <errno.h>
#include <fcntl.h>
#include <bpf/libbpf.h>
#include <linux/perf_event.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/capability.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

static struct bpf_program *prog;

static int load(const char *path)
{
	struct bpf_object *obj = bpf_object__open_file(path, NULL);

	if (!obj || bpf_object__load(obj)) {
		fprintf(stderr, "bpfattach: cannot load %s\n", path);
		exit(1);
	}
	prog = bpf_object__next_program(obj, NULL);
	return bpf_program__fd(prog);
}

/* Report a libbpf failure as the tests read it: the errno's name. */
static void fail_errno(const char *what)
{
	int e = errno;

	printf("bpfattach: %s: %s (%s)\n", what, strerrorname_np(e),
	       strerror(e));
	exit(1);
}

/* No capability left in any set: what an unprivileged holder can do. */
static void drop_caps(void)
{
	struct __user_cap_header_struct hdr = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct data[2] = {};

	if (syscall(SYS_capset, &hdr, data))
		fail_errno("capset");
}

/*
 * The event filter attach type, as this libbpf numbers it: the system's
 * <linux/bpf.h> may not know it.
 */
static int event_filter_attach_type(void)
{
	const char *name;
	int t;

	for (t = 0; t < 128; t++) {
		name = libbpf_bpf_attach_type_str(t);
		if (name && !strcmp(name, "trace_event_filter"))
			return t;
	}
	fprintf(stderr, "bpfattach: libbpf knows no trace_event_filter\n");
	exit(1);
}

/* BPF_LINK_CREATE with another attach type's options (kprobe_multi's) */
static int link_foreign(const char *filter)
{
	union bpf_attr attr = {};
	int fd = open(filter, O_WRONLY);

	if (fd < 0)
		fail_errno("open");
	attr.link_create.prog_fd = bpf_program__fd(prog);
	attr.link_create.target_fd = fd;
	attr.link_create.attach_type = event_filter_attach_type();
	/* cnt overlaps event_filter.cookie; syms comes after it */
	attr.link_create.kprobe_multi.cnt = 1;
	attr.link_create.kprobe_multi.syms = (unsigned long)"ksys_read";
	if (syscall(SYS_bpf, BPF_LINK_CREATE, &attr, sizeof(attr)) < 0)
		fail_errno("BPF_LINK_CREATE");
	return 0;
}

/* BPF_LINK_CREATE on the filter file @filter: the link's descriptor */
static int link_create(const char *filter, __u64 cookie)
{
	LIBBPF_OPTS(bpf_link_create_opts, opts, .event_filter.cookie = cookie);
	int fd = open(filter, O_WRONLY | O_CLOEXEC), link_fd;

	if (fd < 0)
		fail_errno("open");
	link_fd = bpf_link_create(bpf_program__fd(prog), fd,
				  event_filter_attach_type(), &opts);
	if (link_fd < 0)
		fail_errno("attach");
	close(fd);
	return link_fd;
}

/*
 * The event filter modes; returns CMD's verdict, or 0. The link's cookie
 * is $BPFATTACH_COOKIE, if set.
 */
static int filter_link(const char *mode, const char *target, const char *cmd)
{
	const char *cookie = getenv("BPFATTACH_COOKIE");
	struct bpf_link *link;
	int fd;

	if (!strncmp(mode, "update", 6)) {
		fd = bpf_obj_get(target);
		if (fd < 0)
			fail_errno("bpf_obj_get");
		if (!strcmp(mode, "update-nocaps"))
			drop_caps();
		if (bpf_link_update(fd, bpf_program__fd(prog), NULL))
			fail_errno("BPF_LINK_UPDATE");
		return 0;
	}
	if (!strcmp(mode, "foreign"))
		return link_foreign(target);
	if (!strcmp(mode, "auto")) {
		link = bpf_program__attach(prog);
		if (!link)
			fail_errno("attach");
		fd = bpf_link__fd(link);
	} else {
		fd = link_create(target, cookie ? strtoull(cookie, NULL, 0) : 0);
	}
	if (!strcmp(mode, "pin")) {
		if (bpf_obj_pin(fd, cmd))
			fail_errno("bpf_link__pin");
		return 0;
	}
	return system(cmd) ? 1 : 0;
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

/*
 * OBJ's SEC("freplace/FUNC") program in place of FUNC of the program
 * pinned at @target, while @cmd runs; returns CMD's verdict.
 */
static int extend(const char *target, const char *path, const char *cmd)
{
	struct bpf_object *obj = bpf_object__open_file(path, NULL);
	const char *func;
	struct bpf_link *link;
	int tgt;

	tgt = bpf_obj_get(target);
	if (tgt < 0)
		fail_errno("bpf_obj_get");
	prog = obj ? bpf_object__next_program(obj, NULL) : NULL;
	func = prog ? strchr(bpf_program__section_name(prog), '/') : NULL;
	if (!func || bpf_program__set_attach_target(prog, tgt, NULL) ||
	    bpf_object__load(obj)) {
		fprintf(stderr, "bpfattach: cannot load %s for %s\n", path, target);
		exit(1);
	}
	link = bpf_program__attach_freplace(prog, tgt, func + 1);
	if (!link)
		fail_errno("attach_freplace");
	return system(cmd) ? 1 : 0;
}

int main(int argc, char **argv)
{
	int prog_fd;

	if (argc != 5) {
		fprintf(stderr, "usage: bpfattach rawtp|tp_btf|perf|link|auto|pin|update|update-nocaps|foreign|extend TARGET OBJ CMD\n");
		return 2;
	}
	if (!strcmp(argv[1], "extend"))
		return extend(argv[2], argv[3], argv[4]);
	prog_fd = load(argv[3]);
	if (!strcmp(argv[1], "link") || !strcmp(argv[1], "auto") ||
	    !strcmp(argv[1], "pin") || !strncmp(argv[1], "update", 6) ||
	    !strcmp(argv[1], "foreign"))
		return filter_link(argv[1], argv[2], argv[4]);
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
