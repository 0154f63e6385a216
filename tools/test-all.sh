#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# test-all.sh "SUITES" TIMEOUT -- what "make test" runs:
#   1. host-side unit tests (no kernel needed);
#   2. the kernel and guest root, built incrementally, and the host tests
#      that need them (the object reader under ASan/UBSan);
#   3. a harness check: a kernel that panics at boot must fail the run;
#   4. the guest suites, booted under TCG with 2 CPUs.
# Ends with one line "N passed, N failed" over all of them; exits non-zero
# on any failure.
set -uo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
suites=$1 limit=$2
b=$top/build
passed=0 failed=0

count() { # count LINE: add "...: N passed, N failed" to the totals
	local p f
	p=$(echo "$1" | sed -nE 's/.*: ([0-9]+) passed, ([0-9]+) failed.*/\1/p')
	f=$(echo "$1" | sed -nE 's/.*: ([0-9]+) passed, ([0-9]+) failed.*/\2/p')
	if [ -z "$p" ]; then
		failed=$((failed + 1))
	else
		passed=$((passed + p)) failed=$((failed + f))
	fi
}

finish() {
	echo "$passed passed, $failed failed"
	[ "$failed" -eq 0 ]
	exit
}

echo "== host unit tests"
out=$("$top/selftests/host/run.sh" 2>&1)
echo "$out"
count "$(echo "$out" | grep -E '^host: ' | tail -n 1)"

echo "== kernel and guest root"
if ! make -s -C "$top" initramfs; then
	echo "test-all: the kernel or the guest root did not build"
	failed=$((failed + 1))
	finish
fi
kernel=$top/build/linux/.out/arch/x86/boot/bzImage
initrd=$b/initramfs.cpio.gz

echo "== host unit tests on the build"
out=$("$top/selftests/host/run.sh" "$top/selftests/host/build" 2>&1)
echo "$out"
count "$(echo "$out" | grep -E '^host: ' | tail -n 1)"

echo "== harness: a boot panic must fail the run"
if "$top/tools/qemu-run.sh" -k "$kernel" -i "$initrd" -t 120 -c 1 \
	-l "$b/panic-console.log" -a "rdinit=/nonexistent init=/nonexistent" >/dev/null 2>&1; then
	echo "not ok - harness: a kernel panic at boot passed the run"
	failed=$((failed + 1))
elif ! grep -q 'Kernel panic' "$b/panic-console.log"; then
	echo "not ok - harness: the boot did not panic as planned (see $b/panic-console.log)"
	failed=$((failed + 1))
else
	echo "ok - harness: a kernel panic at boot fails the run"
	passed=$((passed + 1))
fi

echo "== bench smoke: a small run of the perf comparison module (icount)"
if "$top/tools/qemu-run.sh" -n -c 1 -k "$kernel" -i "$initrd" -t 600 \
	-l "$b/bench-smoke-console.log" -a "pj.mode=bench pj.n=2000" >/dev/null 2>&1 &&
	"$top/tools/bench-check.sh" "$b/bench-smoke-console.log"; then
	echo "ok - bench smoke: every row parses, positive and ordered"
	passed=$((passed + 1))
else
	echo "not ok - bench smoke (see $b/bench-smoke-console.log)"
	failed=$((failed + 1))
fi

echo "== guest selftests: $suites"
"$top/tools/qemu-run.sh" -r -k "$kernel" -i "$initrd" -t "$limit" \
	-l "$b/test-console.log" -a "pj.mode=test pj.tests=${suites// /,}" |
	tee "$b/test-output.log"
count "$(grep -E "^verdict: [0-9]+ passed" "$b/test-output.log" | tail -n 1)"
finish
