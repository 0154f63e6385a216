#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# test-all.sh "SUITES" TIMEOUT SHARDS -- what "make test" runs:
#   1. host-side unit tests (no kernel needed);
#   2. the kernel and guest root, built incrementally;
#   3. the host tests that need them (the object reader under ASan/UBSan);
#   4. a harness check: a kernel that panics at boot must fail the run;
#   5. a small run of the benchmark (icount);
#   6. the guest suites, booted under TCG with 2 CPUs, in SHARDS guests
#      side by side, each a part of its own.
# KTAP output, each part's own output as "# " lines (as kselftest's runner
# shows a test's); ends with one line "N passed, N failed" over every check
# of every part; exits non-zero on any failure.
set -uo pipefail
. "$(dirname "$0")/../lib.sh"
suites=$1 limit=$2 nshards=${3:-1}
kernel=$ktree/.out/arch/x86/boot/bzImage
initrd=$b/initramfs.cpio.gz
mkdir -p "$b"

harness_panic() { # a kernel that cannot start init must fail qemu-run.sh
	if "$top/tools/vm/qemu-run.sh" -k "$kernel" -i "$initrd" -t 120 -c 1 \
		-l "$b/panic-console.log" -a "rdinit=/nonexistent init=/nonexistent" >/dev/null 2>&1; then
		echo "a kernel panic at boot passed the run"
		return 1
	fi
	grep -q 'Kernel panic' "$b/panic-console.log" && return 0
	echo "the boot did not panic as planned (see $b/panic-console.log)"
	return 1
}

bench_smoke() { # every row parses, positive and ordered
	"$top/tools/vm/qemu-run.sh" -n -c 1 -k "$kernel" -i "$initrd" -t 600 \
		-l "$b/bench-smoke-console.log" -a "guest.mode=bench guest.n=2000" >/dev/null &&
		"$top/tools/bench/bench-check.sh" "$b/bench-smoke-console.log"
}

# The guest suites run in SHARDS guests at once (lib.sh's shard_plan,
# balanced by selftests/guest/weights), one host core each under TCG.
guest_shard() { # guest_shard I TESTS: one guest, its console in LOG-I
	"$top/tools/vm/qemu-run.sh" -r -k "$kernel" -i "$initrd" -t "$limit" \
		-l "$b/test-console-$1.log" -a "panic_on_warn=1 guest.mode=test guest.tests=$2"
}
mapfile -t shards < <(shard_plan "$nshards" "$top/selftests/guest/weights" $suites)
[ ${#shards[@]} -gt 0 ] || exit 1

ktap_begin $((5 + ${#shards[@]}))
run_part "host unit tests" "$b/host-test.log" "$top/selftests/host/run.sh"
if ! run_check "kernel and guest root" "$b/build.log" make -s -C "$top" initramfs; then
	for part in "host tests on the build" "harness: a boot panic fails the run" \
		    "bench smoke"; do
		ktap_result 1 "$part" "SKIP no kernel"
	done
	for i in "${!shards[@]}"; do
		ktap_result 1 "$(shard_name "guest selftests" $((i + 1)) \
			${#shards[@]} "${shards[i]}")" "SKIP no kernel"
	done
	ktap_end
	exit
fi
run_part "host tests on the build" "$b/host-test-build.log" \
	"$top/selftests/host/run.sh" "$top/selftests/host/build"
run_check "harness: a boot panic fails the run" "$b/harness.log" harness_panic
run_check "bench smoke: a small run of the benchmark, rows sane" \
	"$b/bench-smoke.log" bench_smoke
run_shards "guest selftests" "$b/test-output" guest_shard "${shards[@]}"
ktap_end
