/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The timing of the guest's benchmark loops (openloop, uprobed loop):
 * CLOCK_MONOTONIC around the loop, printed as the benchmark module does:
 *
 *   iterations=100000 ns=812345678 ns_per_iter=8123.456
 *
 * Under QEMU -icount the time counts guest instructions.
 */
#ifndef BENCHLOOP_H
#define BENCHLOOP_H

#include <stdio.h>
#include <time.h>

static unsigned long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

static void print_loop(unsigned long n, unsigned long long start)
{
	unsigned long long ns = now_ns() - start;
	unsigned long long per_milli = n ? ns * 1000 / n : 0;

	printf("iterations=%lu ns=%llu ns_per_iter=%llu.%03llu\n", n, ns,
	       per_milli / 1000, per_milli % 1000);
}

#endif
