// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for the kernel's BPF filter object reader
 * (kernel/trace/bpf_filter_elf.c, built unchanged): any input must parse
 * or be refused with a message, without a crash, a leak or an
 * out-of-bounds access (ASan, UBSan), size detection must agree with
 * what parsing accepts, and an object that parses keeps the promises of
 * elf_invariants.h. elf_mutator.c, linked in, makes the inputs: it edits
 * them as ELF.
 */
#include "bpf_filter_elf.h"
#include "elf_invariants.h"

int LLVMFuzzerTestOneInput(const u8 *data, size_t size)
{
	struct bpf_filter_obj obj = {};
	long want = size ? bpf_filter_obj_size(data, size) : 0;
	int err;

	err = bpf_filter_obj_parse(&obj, data, size);
	if (!err && want != (long)size)
		__builtin_trap();	/* parsed, yet the loader would wait */
	if (err && !obj.err[0])
		__builtin_trap();	/* refused without a word */
	if (!err && obj_broken(&obj, data, size))
		__builtin_trap();	/* parsed into something unsafe */
	bpf_filter_obj_free(&obj);
	return 0;
}
