// SPDX-License-Identifier: GPL-2.0
/*
 * capdrop CAP[,CAP...] PROG [ARGS...] - run PROG without the named
 * capabilities (bpf, perfmon, sys_admin, or a number): dropped from the
 * bounding, effective, permitted and inheritable sets, so that even uid 0
 * does not get them back at execve().
 */
#include <errno.h>
#include <linux/capability.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

/* The capability NAME names, or -1: an unknown name must not become 0. */
static int cap_number(const char *name)
{
	char *end;
	long n;

	if (!strcmp(name, "bpf"))
		return CAP_BPF;
	if (!strcmp(name, "perfmon"))
		return CAP_PERFMON;
	if (!strcmp(name, "sys_admin"))
		return CAP_SYS_ADMIN;
	n = strtol(name, &end, 10);
	if (end == name || *end || n < 0 || n > CAP_LAST_CAP)
		return -1;
	return n;
}

int main(int argc, char **argv)
{
	struct __user_cap_header_struct hdr = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct data[2];
	char *list, *name;

	if (argc < 3) {
		fprintf(stderr, "usage: capdrop CAP[,CAP...] PROG [ARGS...]\n");
		return 2;
	}
	if (syscall(SYS_capget, &hdr, data)) {
		perror("capget");
		return 1;
	}
	list = strdup(argv[1]);
	for (name = strtok(list, ","); name; name = strtok(NULL, ",")) {
		int cap = cap_number(name);

		if (cap < 0) {
			fprintf(stderr, "capdrop: unknown capability '%s'\n", name);
			return 2;
		}

		if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0)) {
			perror("PR_CAPBSET_DROP");
			return 1;
		}
		data[cap / 32].effective &= ~(1U << (cap % 32));
		data[cap / 32].permitted &= ~(1U << (cap % 32));
		data[cap / 32].inheritable &= ~(1U << (cap % 32));
	}
	if (syscall(SYS_capset, &hdr, data)) {
		perror("capset");
		return 1;
	}
	execvp(argv[2], argv + 2);
	perror(argv[2]);
	return 127;
}
