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
# KTAP output like test-all.sh; ends with one line "N passed, N failed";
# exits non-zero on any failure.
set -uo pipefail
. "$(dirname "$0")/lib.sh"
suites=$1 limit=$2
log=$b/test-debug-console.log
mkdir -p "$b"

check_on() { # check_on WHAT REGEX: the boot log shows the checker started
	grep -qE "$2" "$log" && return 0
	echo "$1 is not on in this kernel (no '$2' in $log)"
	return 1
}

ktap_begin 7
if ! run_check "debug kernel and guest root" "$b/build-debug.log" \
	make -s -C "$top" FLAVOUR=-debug initramfs; then
	ktap_result 1 "guest selftests on the debug kernel" "SKIP no kernel"
	ktap_end
	exit
fi
# KASAN's shadow takes an eighth of the memory; lockdep and KASAN make the
# guest several times slower, hence the longer per-test time-out. The
# storm (bpf/30) repeats one cycle of five writes, each a verifier run
# under KASAN: 400 writes here (80 cycles) instead of 2000 put every
# replacement, release and RCU callback under the checkers, in 167 s
# (2026-12-02) where 1000 took 550 to 740 s of the CI's 90 minutes.
run_part "guest selftests on the debug kernel: $suites" "$b/test-debug-output.log" \
	"$top/tools/qemu-run.sh" -r -m 2G \
	-k "$ktree/.out-debug/arch/x86/boot/bzImage" \
	-i "$b/initramfs-debug.cpio.gz" -t "$limit" -l "$log" \
	-a "pj.mode=test pj.tests=${suites// /,} pj.tc_timeout=900 pj.storm=400 panic_on_warn=1"
# The checkers were running.
for c in "KASAN:KernelAddressSanitizer initialized" \
	 "lockdep:Lock dependency validator" \
	 "kmemleak:kmemleak: Kernel memory leak detector initialized" \
	 "the leak scan:(not )?ok [0-9]+ kmemleak:" \
	 "panic_on_warn:Kernel command line:.* panic_on_warn=1"; do
	out=$(check_on "${c%%:*}" "${c#*:}")
	rc=$?
	[ -z "$out" ] || echo "# $out"
	ktap_check $rc "${c%%:*} is on"
done
ktap_end
