#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# runner.sh SUITE... - run the guest selftests of each suite (a directory of
# ftracetest-style .tc scripts under /selftests), TAP-like, and end with one
# line "guest: N passed, N failed".
#
# Each .tc script runs in its own "sh -e" with lib.sh sourced and a fresh
# tracing state; it passes when it exits 0. A script that hangs is killed
# after TC_TIMEOUT seconds and fails. Nothing is skipped silently: a script
# that cannot run its check fails.
cd /selftests || exit 1
. ./lib.sh

TC_TIMEOUT=${TC_TIMEOUT:-300}
pass=0
fail=0
n=0
failed=""

for suite in "$@"; do
	if [ ! -d "$suite" ]; then
		n=$((n + 1))
		fail=$((fail + 1))
		echo "not ok $n - suite '$suite' does not exist"
		continue
	fi
	for tc in "$suite"/*.tc; do
		[ -f "$tc" ] || continue
		n=$((n + 1))
		desc=$(sed -n 's/^# description: //p' "$tc" | head -n 1)
		log=/tmp/tc-$n.log
		reset_tracing
		t0=$(date +%s)
		timeout "$TC_TIMEOUT" sh -e -c ". ./lib.sh; TC=$tc; . ./$tc" >"$log" 2>&1
		rc=$?
		secs=$(($(date +%s) - t0))
		if [ $rc -eq 0 ]; then
			pass=$((pass + 1))
			echo "ok $n - $tc: $desc # ${secs}s"
		else
			fail=$((fail + 1))
			failed="$failed $tc"
			[ $rc -eq 124 ] || [ $rc -eq 143 ] && echo "# timed out after ${TC_TIMEOUT}s"
			echo "not ok $n - $tc: $desc (exit $rc)"
			sed 's/^/#   /' "$log" | tail -n 40
			sed 's/^/#   error_log: /' /sys/kernel/tracing/error_log | tail -n 12
		fi
	done
done
reset_tracing
[ -z "$failed" ] || echo "# failed:$failed"
echo "guest: $pass passed, $fail failed"
