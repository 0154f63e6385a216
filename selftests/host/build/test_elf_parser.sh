# SPDX-License-Identifier: GPL-2.0
# The kernel's BPF object reader (kernel/trace/bpf_filter_elf.c), built
# unchanged in userspace with ASan and UBSan: the samples parse, the bad
# objects are refused with a message (the ELF-edited mut_*.o with the one
# that names what is wrong with them; mut_dup_rel.o overflowed a buffer), and truncations and byte flips of
# the samples neither crash nor read out of bounds.
set -eu
top=$(cd "$(dirname "$0")/../../.." && pwd)
src=${KTREE:-${B:-$top/build}/linux}/kernel/trace
objs=${B:-$top/build}/stage/bpf
out=${B:-$top/build}/host
mkdir -p "$out"
clang -g -O1 -fsanitize=address,undefined -fno-sanitize-recover=all \
	-Wall -Wextra -Wno-unused-parameter -Wno-sign-compare \
	-I"$top/tools/fuzz" -I"$src/../../tools/include/uapi" -I"$src" -o "$out/elf_test" \
	"$top/tools/fuzz/elf_test.c" "$top/tools/fuzz/elf_mutator.c" \
	"$top/tools/fuzz/byte_mutate.c" \
	"$src/bpf_filter_elf.c"
"$out/elf_test" "$objs/filter_ex1.o" "$objs/filter_kprobe.o" \
	"$objs/filter_kretprobe.o" "$objs/keep_lo_subprog.o" -- \
	"$objs/no_prog.o" "$objs/two_sections.o" "$objs/two_in_section.o" \
	"$objs/uses_map.o" "$objs/global_var.o" "$objs/extern_ksym.o" \
	"$objs/xdp_prog.o" "$objs/host_x86.o" \
	"$objs/mut_dup_rel.o=relocated twice" \
	"$objs/mut_empty_rodata.o=which is empty" \
	"$objs/mut_ctrl_name.o=is no event filter program"
