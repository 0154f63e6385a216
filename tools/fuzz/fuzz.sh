#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# fuzz.sh SECONDS -- libFuzzer on the kernel's BPF object reader, seeded
# with the samples and the test objects (good, bad, and the ELF-edited
# regression inputs mut_*.o), mutated as ELF by tools/fuzz/elf_mutator.c;
# every object the reader accepts is checked against elf_invariants.h.
# Two runs, as the two hunts need: three quarters of SECONDS on inputs of
# at most 64 KiB at full speed, for broken structure; the rest on inputs
# up to twice the largest object, for slow ones. A crash, or an input
# that takes over a second (the reader parses 4 MiB in 0.1 s), keeps its
# input under build/fuzz/ and fails; each run prints its executions and
# coverage. Ends with "fuzz: N passed, N failed".
set -uo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
secs=${1:-240}
out=${B:-$top/build}/fuzz
src=${KTREE:-${B:-$top/build}/linux}/kernel/trace
# A fresh corpus each run: what an earlier run kept (inputs up to the
# full-size limit) would set the pace instead of the seeds.
rm -rf "$out/corpus" "$out/full"
mkdir -p "$out/corpus" "$out/full" "$out/crashes"
# The objects a filter file takes (4 MiB at most: act_big.o, larger, is
# a test of what a loaded program may be, not of the reader)
seeds=$(find "${B:-$top/build}"/stage/bpf -name '*.o' -size -4097k | sort)
cp $seeds "$out/full/"
# Seeds without DWARF (llvm-strip --strip-debug: the reader ignores
# .debug_*, and keeps .BTF and .BTF.ext): 20 KiB inputs run ~30 times
# faster than 450 KiB ones. The full-size objects go through the same
# mutator in the host test (elf_test, 5000 mutations each).
for o in $seeds; do
	llvm-strip --strip-debug -o "$out/corpus/${o##*/}" "$o" 2>/dev/null ||
		cp "$o" "$out/corpus/"
done
clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	-I"$top/tools/fuzz" -I"$src/../../tools/include/uapi" -I"$src" -o "$out/fuzz_elf" \
	"$top/tools/fuzz/fuzz_elf.c" "$top/tools/fuzz/elf_mutator.c" \
	"$src/bpf_filter_elf.c" || exit 1
# small: inputs up to 64 KiB, where a mutation is cheap and most are
# executed; large: up to twice the largest object with its debug info
# (over 300 KiB: the structural mutator appends sections), from what the
# small run found. -timeout: a unit that takes a second is a reader whose
# work outgrew its input (names compared over and over), tens of times
# slower than it may be.
largest=$(stat -c %s $seeds | sort -n | tail -n 1)
small_secs=$((secs * 3 / 4))
passed=0 failed=0

# fuzz_run NAME SECONDS MAX_LEN [SEEDS]: one libFuzzer run on the
# corpus, which it extends, and on the seeds of directory SEEDS
fuzz_run() {
	local name=$1 t=$2 len=$3 rc execs

	shift 3
	"$out/fuzz_elf" -max_total_time="$t" -max_len="$len" \
		-timeout=1 -print_final_stats=1 -artifact_prefix="$out/crashes/" \
		"$out/corpus" "$@" >"$out/fuzz-$name.log" 2>&1
	rc=$?
	grep -E '^#[0-9]+.*DONE|cov:' "$out/fuzz-$name.log" | tail -n 1
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/fuzz-$name.log")
	echo "fuzz: $name: ${execs:-0} executions in ${t}s of inputs up to $len bytes"
	if [ $rc -ne 0 ] || ls "$out/crashes" | grep -qE '^(crash|timeout)-'; then
		grep -E 'ERROR|SUMMARY|runtime error' "$out/fuzz-$name.log" | head -n 5
		echo "fuzz: $name: failed, inputs kept in $out/crashes"
		failed=$((failed + 1))
	else
		passed=$((passed + 1))
	fi
}

fuzz_run small "$small_secs" 65536
fuzz_run large "$((secs - small_secs))" "$((largest * 2))" "$out/full"
echo "fuzz: $passed passed, $failed failed"
[ $failed -eq 0 ]
