# SPDX-License-Identifier: GPL-2.0
# The kernel's BPF object reader (kernel/trace/bpf_filter_elf.c), built
# unchanged in userspace, on the 4 MiB objects (a filter file's limit) a
# hostile writer makes to slow it down (tools/fuzz/elf_hostile.py: names
# of megabytes, or of the longest length taken, shared by every symbol or
# section or overlapping; long BTF names looked up by every variable and
# DATASEC; .BTF.ext, license and REL sections that repeat one table):
# each is parsed or refused in under 1 s (-O2; about 100 ms at the most
# here, 40 on a quiet machine: the bound is for work that grows with the
# square of the input, not a benchmark), and without a crash or an
# out-of-bounds read (ASan, UBSan). The unfixed reader took 25 s on one.
set -eu
top=$(cd "$(dirname "$0")/../../.." && pwd)
src=${KTREE:-${B:-$top/build}/linux}/kernel/trace
fuzz=$top/tools/fuzz
out=${B:-$top/build}/host
mkdir -p "$out/hostile"
for kind in $(python3 "$fuzz/elf_hostile.py" list); do
	python3 "$fuzz/elf_hostile.py" "$kind" "$out/hostile/$kind.o"
done
clang -O2 -Wall -Wextra -Wno-unused-parameter -Wno-sign-compare \
	-I"$fuzz" -I"$src/../../tools/include/uapi" -I"$src" -o "$out/elf_time" "$fuzz/elf_time.c" \
	"$src/bpf_filter_elf.c"
"$out/elf_time" -l 1000 "$out"/hostile/*.o
clang -g -O1 -fsanitize=address,undefined -fno-sanitize-recover=all \
	-Wall -Wextra -Wno-unused-parameter -Wno-sign-compare \
	-I"$fuzz" -I"$src/../../tools/include/uapi" -I"$src" -o "$out/elf_time_asan" "$fuzz/elf_time.c" \
	"$src/bpf_filter_elf.c"
"$out/elf_time_asan" -l 5000 "$out"/hostile/*.o
# 70 MB of them: kept only when a check fails.
rm -rf "$out/hostile"
