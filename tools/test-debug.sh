#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# test-debug.sh "SUITES" TIMEOUT -- what "make test-debug" runs: the guest
# suites on the debug kernel (kernel-config/debug.config: KASAN, lockdep with
# PROVE_RCU, DEBUG_ATOMIC_SLEEP, DEBUG_LIST, kmemleak, UBSAN), built in its
# own directory (build/linux/.out-debug), then a kmemleak scan (the runner's
# last test). Any report on the console fails the run
# (tools/console-verdict.sh); so does a kernel in which a checker is not
# running, since a run without its checkers proves nothing.
# Ends with one line "N passed, N failed"; exits non-zero on any failure.
set -uo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
suites=$1 limit=$2
b=$top/build
passed=0 failed=0

finish() {
	echo "$passed passed, $failed failed"
	[ "$failed" -eq 0 ]
	exit
}

echo "== debug kernel and guest root"
if ! make -s -C "$top" FLAVOUR=-debug initramfs; then
	echo "test-debug: the debug kernel or its guest root did not build"
	failed=$((failed + 1))
	finish
fi

echo "== guest selftests on the debug kernel: $suites"
log=$b/test-debug-console.log
# KASAN's shadow takes an eighth of the memory; lockdep and KASAN make the
# guest several times slower, hence the longer per-test time-out.
"$top/tools/qemu-run.sh" -r -m 2G \
	-k "$top/build/linux/.out-debug/arch/x86/boot/bzImage" \
	-i "$b/initramfs-debug.cpio.gz" -t "$limit" -l "$log" \
	-a "pj.mode=test pj.tests=${suites// /,} pj.tc_timeout=900" |
	tee "$b/test-debug-output.log"
line=$(grep -E "^verdict: [0-9]+ passed" "$b/test-debug-output.log" | tail -n 1)
p=$(echo "$line" | sed -nE 's/.*: ([0-9]+) passed, ([0-9]+) failed.*/\1/p')
f=$(echo "$line" | sed -nE 's/.*: ([0-9]+) passed, ([0-9]+) failed.*/\2/p')
if [ -n "$p" ]; then
	passed=$((passed + p)) failed=$((failed + f))
else
	failed=$((failed + 1))
fi

echo "== the checkers were running"
check_on() { # check_on WHAT REGEX: the boot log shows the checker started
	if grep -qE "$2" "$log"; then
		echo "ok - $1 is on"
		passed=$((passed + 1))
	else
		echo "not ok - $1 is not on in this kernel (no '$2' in $log)"
		failed=$((failed + 1))
	fi
}
check_on KASAN 'KernelAddressSanitizer initialized'
check_on lockdep 'Lock dependency validator'
check_on kmemleak 'kmemleak: Kernel memory leak detector initialized'
check_on 'the leak scan' 'ok [0-9]+ - kmemleak: no leak|not ok [0-9]+ - kmemleak:'
finish
