#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# fuzz.sh SECONDS -- libFuzzer on the kernel's BPF object reader, seeded
# with the samples and the test objects (good, bad, and the ELF-edited
# regression inputs mut_*.o), mutated as ELF by tools/fuzz/elf_mutator.c;
# every object the reader accepts is checked against elf_invariants.h. A
# crash, or an input that takes over a second (the reader parses 4 MiB
# in 0.1 s), keeps its input under build/fuzz/ and fails; the run prints
# its executions and coverage. Ends with "fuzz: N passed, N failed".
set -uo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
secs=${1:-240}
out=$top/build/fuzz
src=$top/build/linux/kernel/trace
# A fresh corpus each run: what an earlier run kept (inputs up to the
# full-size limit) would set the pace instead of the seeds.
rm -rf "$out/corpus"
mkdir -p "$out/corpus" "$out/crashes"
# Seeds without DWARF (llvm-strip --strip-debug: the reader ignores
# .debug_*, and keeps .BTF and .BTF.ext): 20 KiB inputs run ~30 times
# faster than 450 KiB ones. The full-size objects go through the same
# mutator in the host test (elf_test, 5000 mutations each).
for o in "$top"/build/stage/bpf/*.o; do
	llvm-strip --strip-debug -o "$out/corpus/${o##*/}" "$o" 2>/dev/null ||
		cp "$o" "$out/corpus/"
done
clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	-I"$top/tools/fuzz" -I"$src" -o "$out/fuzz_elf" \
	"$top/tools/fuzz/fuzz_elf.c" "$top/tools/fuzz/elf_mutator.c" \
	"$src/bpf_filter_elf.c" || exit 1
# Inputs up to twice the largest object with its debug info (over 300
# KiB): the structural mutator appends sections. -timeout: a unit of
# them that takes a second is a reader whose work outgrew its input
# (names compared over and over), tens of times slower than it may be.
largest=$(ls -S "$top"/build/stage/bpf/*.o | head -n 1 | xargs stat -c %s)
"$out/fuzz_elf" -max_total_time="$secs" -max_len=$((largest * 2)) \
	-timeout=1 -print_final_stats=1 -artifact_prefix="$out/crashes/" \
	"$out/corpus" >"$out/fuzz.log" 2>&1
rc=$?
grep -E '^#[0-9]+.*DONE|stat::number_of_executed_units|cov:' "$out/fuzz.log" | tail -n 3
execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/fuzz.log")
echo "fuzz: ${execs:-0} executions in ${secs}s, crashes kept in $out/crashes"
if [ $rc -ne 0 ] || ls "$out/crashes" | grep -qE '^(crash|timeout)-'; then
	grep -E 'ERROR|SUMMARY|runtime error' "$out/fuzz.log" | head -n 5
	echo "fuzz: 0 passed, 1 failed"
	exit 1
fi
echo "fuzz: 1 passed, 0 failed"
