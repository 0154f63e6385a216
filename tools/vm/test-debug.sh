#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# test-debug.sh "SUITES" TIMEOUT SHARDS -- what "make test-debug" runs: the guest
# suites on the debug kernel (kernel-config/debug.config: KASAN, lockdep with
# PROVE_RCU, DEBUG_ATOMIC_SLEEP, DEBUG_LIST, kmemleak, UBSAN), built in its
# own directory (build/linux/.out-debug), then a kmemleak scan (the runner's
# last test). Any report on the console fails the run
# (tools/vm/console-verdict.sh); so does a kernel in which a checker is not
# running, since a run without its checkers proves nothing.
# KTAP output like test-all.sh; ends with one line "N passed, N failed";
# exits non-zero on any failure.
set -uo pipefail
. "$(dirname "$0")/../lib.sh"
suites=$1 limit=$2 nshards=${3:-1}
log=$b/test-debug-console.log
mkdir -p "$b"

check_on() { # check_on WHAT REGEX LOG: the boot log shows the checker started
	grep -qE "$2" "$3" && return 0
	echo "$1 is not on in this kernel (no '$2' in $3)"
	return 1
}

# The debug kernel's own weights once a run made them, else make test's.
weights=$top/selftests/guest/debug-weights
[ -r "$weights" ] || weights=$top/selftests/guest/weights
mapfile -t shards < <(shard_plan "$nshards" "$weights" $suites)
[ ${#shards[@]} -gt 0 ] || exit 1
checks=("KASAN:KernelAddressSanitizer initialized"
	"lockdep:Lock dependency validator"
	"kmemleak:kmemleak: Kernel memory leak detector initialized"
	"the leak scan:(not )?ok [0-9]+ kmemleak:"
	"panic_on_warn:Kernel command line:.* panic_on_warn=1")
ktap_begin $((1 + ${#shards[@]} + ${#checks[@]}))
if ! run_check "debug kernel and guest root" "$b/build-debug.log" \
	make -s -C "$top" FLAVOUR=-debug initramfs; then
	for i in "${!shards[@]}"; do
		ktap_result 1 "$(shard_name "guest selftests on the debug kernel" \
			$((i + 1)) ${#shards[@]} "${shards[i]}")" "SKIP no kernel"
	done
	for c in "${checks[@]}"; do
		ktap_result 1 "${c%%:*} is on" "SKIP no kernel"
	done
	ktap_end
	exit
fi
# KASAN's shadow takes an eighth of the memory; lockdep and KASAN make the
# guest several times slower, hence the longer per-test time-out.
# What only repeats runs fewer times here (guest.env.NAME=N sets a test's
# knob; make test runs the defaults). Each loop keeps every path it
# takes under the checkers, in fewer rounds: the storm (bpf/30) 40
# cycles of its five writes (a verifier run each) instead of 400;
# 500 mutants of 2500 (bpf/34); the stress writers 100 writes each of
# 300 and 20 kprobe events of 60 (bpf/31); bpf/44's cat of every
# subsystem file 10 times of 100, and fileops 5 rounds of 8, in which
# every open mode still meets every descriptor path, exec among them.
# At the full counts, with half the host's CPU stolen, this guest ran
# bpf/44 alone in 415 s, and ran out of a 3000 s limit there.
# DEBUG_KNOBS in the environment replaces them ("" for the full counts).
knobs=${DEBUG_KNOBS-"guest.env.STORM=200 guest.env.MUTANTS=500 guest.env.STRESS=100
	guest.env.KPROBES=20 guest.env.CATS=10 guest.env.FILEOPS_ROUNDS=5"}
knobs=$(echo $knobs)
# no5lvl: 4-level paging in the debug guest. QEMU's "max" CPU has LA57,
# and 7.2's identify_cpu() clears the boot CPU's feature words, LA57 among
# them, with interrupts on; pgtable_l5_enabled() reads that bit, so an
# interrupt in the window finds every direct-map address outside KASAN's
# shadow and panics ("wild-memory-access", RIP in identify_cpu(), before
# any of the series' code has run). An upstream race: 2 boots of 24
# here, none of 40 with no5lvl (Documentation/testing.md).
paging=no5lvl
# The suites run in SHARDS guests at once, as make test's do (balanced by
# selftests/guest/debug-weights when there is one).
debug_shard() { # debug_shard I TESTS: one guest, its console in LOG-I
	"$top/tools/vm/qemu-run.sh" -r -m 2G \
		-k "$ktree/.out-debug/arch/x86/boot/bzImage" \
		-i "$b/initramfs-debug.cpio.gz" -t "$limit" -l "${log%.log}-$1.log" \
		-a "$paging panic_on_warn=1 guest.mode=test guest.tc_timeout=900 $knobs guest.tests=$2"
}
run_shards "guest selftests on the debug kernel" "$b/test-debug-output" \
	debug_shard "${shards[@]}"
# The checkers were running, in every guest.
for c in "${checks[@]}"; do
	rc=0
	for i in $(seq 1 ${#shards[@]}); do
		out=$(check_on "${c%%:*}" "${c#*:}" "${log%.log}-$i.log") || rc=1
		[ -z "$out" ] || echo "# $out"
	done
	ktap_check $rc "${c%%:*} is on"
done
ktap_end
