/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the loader relies on once bpf_filter_obj_parse() accepted an
 * object, checked on every successful parse of the host test and the
 * fuzzer: each pointer the reader handed out lies inside the object, each
 * instruction index and offset inside the program, and .rodata references
 * inside .rodata. The verifier checks the rest (call targets, jumps).
 */
#ifndef BPF_FILTER_ELF_INVARIANTS_H
#define BPF_FILTER_ELF_INVARIANTS_H

#include "bpf_filter_elf.h"

static inline bool inside(const void *p, const u8 *data, size_t size)
{
	return (const u8 *)p >= data && (const u8 *)p < data + size;
}

/* NULL when @obj keeps every promise, else the one it breaks. */
static inline const char *obj_broken(const struct bpf_filter_obj *obj,
				     const u8 *data, size_t size)
{
	u32 i, n = obj->insn_cnt;

	if (!n || !obj->insns)
		return "no instructions";
	if (!memchr(obj->prog_name, '\0', sizeof(obj->prog_name)))
		return "program name not terminated";
	if (!inside(obj->sec_name, data, size) ||
	    !memchr(obj->sec_name, '\0', data + size - (const u8 *)obj->sec_name))
		return "section name outside the object";
	if (obj->license[0] && (!inside(obj->license, data, size) ||
	    !memchr(obj->license, '\0', data + size - (const u8 *)obj->license)))
		return "license outside the object";
	if (obj->rodata_size && !obj->rodata)
		return ".rodata size without .rodata";
	for (i = 0; i < n; i++) {
		const struct bpf_insn *insn = &obj->insns[i];

		if (insn->code != (BPF_LD | BPF_IMM | BPF_DW) || !insn->src_reg)
			continue;
		if (i + 1 >= n)
			return "relocated ld_imm64 at the end of the program";
		if (insn->src_reg == BPF_PSEUDO_MAP_IDX_VALUE) {
			if (insn->imm || !obj->rodata_size ||
			    (u32)insn[1].imm > obj->rodata_size)
				return ".rodata reference outside .rodata";
		} else if (insn->src_reg == BPF_PSEUDO_FUNC) {
			if ((long)i + 1 + insn->imm < 0 ||
			    (long)i + 1 + insn->imm >= n)
				return "function address outside the program";
		} else {
			return "ld_imm64 of a kind the reader does not make";
		}
		i++;
	}
	for (i = 0; i < obj->func_info_cnt; i++)
		if (obj->func_info[i].insn_off >= n)
			return "func_info outside the program";
	for (i = 0; i < obj->line_info_cnt; i++)
		if (obj->line_info[i].insn_off >= n)
			return "line_info outside the program";
	for (i = 0; i < obj->core_relo_cnt; i++)
		if (obj->core_relos[i].insn_off % sizeof(struct bpf_insn) ||
		    obj->core_relos[i].insn_off / sizeof(struct bpf_insn) >= n)
			return "CO-RE relocation outside the program";
	if ((obj->func_info_cnt || obj->line_info_cnt || obj->core_relo_cnt) &&
	    !obj->btf)
		return "BTF.ext records without BTF";
	return NULL;
}

#endif
