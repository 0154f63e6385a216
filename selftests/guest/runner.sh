#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
#
# runner.sh SUITE... - run the guest selftests of each suite (a directory of
# ftracetest-style .tc scripts under /selftests), in KTAP, and end with one
# line "guest: N passed, N failed". SUITE/PREFIX runs the tests of SUITE whose
# names start with PREFIX (guest.tests=bpf/25 on the kernel command line).
#
# Each .tc script runs in its own "sh -e" with lib.sh sourced and a fresh
# tracing state, in a session of its own whose processes are all killed
# when it ends; it passes when it exits 0. Output is KTAP, as ftracetest -K
# prints it, then "guest: N passed, N failed". A script that hangs is killed
# after TC_TIMEOUT seconds and fails. A negative control (a script with
# "# expect-fail: REGEX", suite controls/) passes when it fails so.
# Nothing is skipped silently: a script that cannot run its check fails.
#
# On a kernel with kmemleak (make test-debug), leak suspects from boot are
# set aside first and one more test at the end scans for leaks the suites
# left behind.
cd /selftests || exit 1
. ./lib.sh

TC_TIMEOUT=${TC_TIMEOUT:-300}
pass=0
fail=0
n=0
failed=""
KMEMLEAK=/sys/kernel/debug/kmemleak

# Boot-time suspects are not ours: report only what the suites leave.
save_boot_state
kmemleak_ok=yes
if [ -e $KMEMLEAK ]; then
	{ echo scan >$KMEMLEAK && echo clear >$KMEMLEAK; } || kmemleak_ok=no
fi

# The plan first (KTAP): every test of every suite, and the leak scan.
tcs=""
missing=""
for suite in "$@"; do
	# A suite, or SUITE/PREFIX for the tests of a suite starting so.
	if [ -d "$suite" ]; then
		these=$(ls "$suite"/*.tc 2>/dev/null)
	else
		these=$(ls "$suite"*.tc 2>/dev/null)
	fi
	[ -n "$these" ] || missing="$missing $suite"
	tcs="$tcs $these"
done
total=$(($(echo $tcs | wc -w) + $(echo $missing | wc -w)))
[ -e $KMEMLEAK ] && total=$((total + 1))
echo "KTAP version 1"
echo "1..$total"
for suite in $missing; do
	n=$((n + 1))
	fail=$((fail + 1))
	failed="$failed $suite"
	echo "not ok $n suite $suite does not exist"
done
for tc in $tcs; do
	n=$((n + 1))
	desc=$(sed -n 's/^# description: //p' "$tc" | head -n 1)
	log=/tmp/tc-$n.log
	reset_tracing
	t0=$(date +%s)
	# Each test in a session of its own (setsid), killed whole
	# when it ends: background loops of a test that failed or
	# timed out half-way must not run into the next one.
	rm -f /tmp/tc.sid
	timeout "$TC_TIMEOUT" setsid sh -e -c "echo \$\$ >/tmp/tc.sid; . ./lib.sh; TC=$tc; . ./$tc" >"$log" 2>&1
	rc=$?
	sid=$(cat /tmp/tc.sid 2>/dev/null)
	[ -n "$sid" ] && kill -KILL -- "-$sid" 2>/dev/null
	secs=$(($(date +%s) - t0))
	# A negative control ("# expect-fail: REGEX") feeds a check a
	# broken input: it passes when the check fails, saying REGEX.
	want=$(sed -n 's/^# expect-fail: //p' "$tc" | head -n 1)
	name="$tc: $(echo "$desc" | tr -d '#')"
	# KTAP: a test's diagnostics ("# " lines) come before its result.
	if [ -n "$want" ] && [ $rc -ne 0 ] && [ $rc -ne 124 ] &&
	   [ $rc -ne 143 ] && grep -qE -- "$want" "$log"; then
		pass=$((pass + 1))
		echo "# failed as it must: $(grep -m1 -E -- "$want" "$log")"
		echo "ok $n $name (${secs} s)"
	elif [ -n "$want" ]; then
		fail=$((fail + 1))
		failed="$failed $tc"
		sed 's/^/#   /' "$log" | tail -n 20
		echo "not ok $n $name # ERROR the check did not fail with '$(echo "$want" | tr -d '#')' (exit $rc)"
	elif [ $rc -eq 0 ]; then
		pass=$((pass + 1))
		echo "ok $n $name (${secs} s)"
	else
		fail=$((fail + 1))
		failed="$failed $tc"
		sed 's/^/#   /' "$log" | tail -n 40
		sed 's/^/#   error_log: /' /sys/kernel/tracing/error_log | tail -n 12
		if [ $rc -eq 124 ] || [ $rc -eq 143 ]; then
			echo "not ok $n $name # TIMEOUT $TC_TIMEOUT seconds"
		else
			echo "not ok $n $name (exit $rc)"
		fi
	fi
done
reset_tracing

if [ -e $KMEMLEAK ]; then
	n=$((n + 1))
	# kmemleak ignores objects younger than 5 s; programs are freed
	# after an RCU grace period. Two scans, as kmemleak.rst advises.
	sleep 6
	# A detector that is off (kmemleak=off, or disabled by an error)
	# refuses scans and reads: that is a failure, not an empty report.
	{ echo scan >$KMEMLEAK && echo scan >$KMEMLEAK; } || kmemleak_ok=no
	leaks=$(cat $KMEMLEAK) || kmemleak_ok=no
	if [ $kmemleak_ok = no ]; then
		fail=$((fail + 1))
		failed="$failed kmemleak"
		echo "not ok $n kmemleak: the detector refused a scan or a read (is it running?)"
	elif [ -z "$leaks" ]; then
		pass=$((pass + 1))
		echo "ok $n kmemleak: no leak suspected after the suites"
	else
		fail=$((fail + 1))
		failed="$failed kmemleak"
		sed 's/^/#   /' $KMEMLEAK | head -n 200
		echo "not ok $n kmemleak: leak suspects after the suites"
	fi
fi
[ -z "$failed" ] || echo "# failed:$failed"
echo "# Totals: pass:$pass fail:$fail xfail:0 xpass:0 skip:0 error:0"
echo "guest: $pass passed, $fail failed"
