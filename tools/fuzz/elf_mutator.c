// SPDX-License-Identifier: GPL-2.0
/*
 * A libFuzzer custom mutator that edits a BPF object as ELF: byte flips
 * rarely make structure, and the reader's bugs live in structure (an
 * instruction relocated twice, a table indexed by a count that nothing
 * bounds, a section that says it is empty yet is referred to).
 *
 * Each call makes one structural edit of the input, chosen at random:
 *   - a section header field (type, flags, link, info, offset, size,
 *     entsize) set to an interesting value: 0, another section's index,
 *     the section count, off by one, a huge value;
 *   - a relocation entry duplicated, dropped or retargeted (offset,
 *     symbol, type), inside its REL section;
 *   - a whole REL section duplicated: appended with a header of its own,
 *     possibly pointing at another code section (sh_info);
 *   - a symbol's section index, value, size or type changed;
 *   - a field of the .BTF or .BTF.ext header changed;
 * and, one time in four, libFuzzer's own byte mutation instead. Inputs
 * that are not ELF64 objects get the byte mutation only.
 */
#include "bpf_filter_elf.h"

#include <stddef.h>

size_t LLVMFuzzerMutate(u8 *data, size_t size, size_t max_size);

static u32 rnd_state;

static u32 rnd(u32 n)
{
	rnd_state = rnd_state * 1103515245 + 12345;
	return n ? (rnd_state >> 8) % n : 0;
}

/* An interesting value for a field that counts or indexes @n things. */
static u64 pick(u64 cur, u64 n)
{
	switch (rnd(8)) {
	case 0:
		return 0;
	case 1:
		return rnd(n ? n : 1);
	case 2:
		return n;
	case 3:
		return cur + 1;
	case 4:
		return cur - 1;
	case 5:
		return cur * 2;
	case 6:
		return 0xffffffffull;
	default:
		return (u64)rnd(1 << 20);
	}
}

struct elf {
	u8 *data;
	size_t size, max;
	Elf64_Ehdr *eh;
	Elf64_Shdr *sh;
	u32 shnum;
};

static bool open_elf(struct elf *e, u8 *data, size_t size, size_t max)
{
	e->data = data;
	e->size = size;
	e->max = max;
	e->eh = (Elf64_Ehdr *)data;
	if (size < sizeof(*e->eh) || memcmp(data, ELFMAG, SELFMAG) ||
	    e->eh->e_shentsize != sizeof(Elf64_Shdr) || e->eh->e_shoff % 8 ||
	    e->eh->e_shoff > size ||
	    (u64)e->eh->e_shnum * sizeof(Elf64_Shdr) > size - e->eh->e_shoff ||
	    !e->eh->e_shnum)
		return false;
	e->sh = (Elf64_Shdr *)(data + e->eh->e_shoff);
	e->shnum = e->eh->e_shnum;
	return true;
}

/* A section of @type whose (aligned) bytes lie inside the object, or -1. */
static int find_type(struct elf *e, u32 type)
{
	u32 start = rnd(e->shnum), i;

	for (i = 0; i < e->shnum; i++) {
		Elf64_Shdr *s = &e->sh[(start + i) % e->shnum];

		if (s->sh_type == type && s->sh_offset <= e->size &&
		    s->sh_size <= e->size - s->sh_offset && !(s->sh_offset % 8))
			return (start + i) % e->shnum;
	}
	return -1;
}

static void edit_shdr(struct elf *e)
{
	Elf64_Shdr *s = &e->sh[rnd(e->shnum)];

	switch (rnd(7)) {
	case 0:
		s->sh_type = rnd(3) ? SHT_REL : pick(s->sh_type, 20);
		break;
	case 1:
		s->sh_flags ^= 1 << rnd(3);	/* WRITE, ALLOC, EXECINSTR */
		break;
	case 2:
		s->sh_link = pick(s->sh_link, e->shnum);
		break;
	case 3:
		s->sh_info = pick(s->sh_info, e->shnum);
		break;
	case 4:
		s->sh_offset = pick(s->sh_offset, e->size);
		break;
	case 5:
		s->sh_size = rnd(2) ? 0 : pick(s->sh_size, e->size);
		break;
	default:
		s->sh_entsize = pick(s->sh_entsize, 32);
		break;
	}
}

static void edit_rel(struct elf *e)
{
	int i = find_type(e, SHT_REL);
	Elf64_Rel *rel;
	u32 n, r;

	if (i < 0)
		return;
	rel = (Elf64_Rel *)(e->data + e->sh[i].sh_offset);
	n = e->sh[i].sh_size / sizeof(*rel);
	if (!n)
		return;
	r = rnd(n);
	switch (rnd(5)) {
	case 0:		/* duplicate: overwrite the next entry with this one */
		rel[(r + 1) % n] = rel[r];
		break;
	case 1:		/* drop the last entry */
		e->sh[i].sh_size -= sizeof(*rel);
		break;
	case 2:
		rel[r].r_offset = rnd(2) ? rel[r].r_offset + 8 : pick(rel[r].r_offset, 1 << 12);
		break;
	case 3:
		rel[r].r_info = ELF64_R_INFO(pick(ELF64_R_SYM(rel[r].r_info), 64),
					     ELF64_R_TYPE(rel[r].r_info));
		break;
	default:
		rel[r].r_info = ELF64_R_INFO(ELF64_R_SYM(rel[r].r_info),
					     rnd(2) ? 1 : pick(ELF64_R_TYPE(rel[r].r_info), 12));
		break;
	}
}

/*
 * Append a copy of a REL section (its entries, then the section headers
 * again, one more), as a second REL section for the same or another code
 * section.
 */
static void dup_rel_section(struct elf *e)
{
	int i = find_type(e, SHT_REL);
	size_t data_off, sh_off, need;
	Elf64_Shdr copy;
	u32 times = 1 + rnd(4), t;

	if (i < 0)
		return;
	copy = e->sh[i];
	data_off = (e->size + 7) & ~(size_t)7;
	need = copy.sh_size * times;
	sh_off = (data_off + need + 7) & ~(size_t)7;
	if (e->shnum >= 0xfff0 ||
	    sh_off + (e->shnum + 1) * sizeof(Elf64_Shdr) > e->max)
		return;
	memset(e->data + e->size, 0, sh_off - e->size);
	for (t = 0; t < times; t++)
		memcpy(e->data + data_off + t * copy.sh_size,
		       e->data + copy.sh_offset, copy.sh_size);
	memmove(e->data + sh_off, e->sh, e->shnum * sizeof(Elf64_Shdr));
	e->sh = (Elf64_Shdr *)(e->data + sh_off);
	copy.sh_offset = data_off;
	copy.sh_size = need;
	if (rnd(3) == 0)
		copy.sh_info = rnd(e->shnum);
	e->sh[e->shnum] = copy;
	e->eh->e_shoff = sh_off;
	e->eh->e_shnum = ++e->shnum;
	e->size = sh_off + e->shnum * sizeof(Elf64_Shdr);
}

static void edit_sym(struct elf *e)
{
	int i = find_type(e, SHT_SYMTAB);
	Elf64_Sym *sym;
	u32 n;

	if (i < 0)
		return;
	n = e->sh[i].sh_size / sizeof(*sym);
	if (!n)
		return;
	sym = (Elf64_Sym *)(e->data + e->sh[i].sh_offset) + rnd(n);
	switch (rnd(4)) {
	case 0:
		sym->st_shndx = pick(sym->st_shndx, e->shnum);
		break;
	case 1:
		sym->st_value = pick(sym->st_value, 1 << 12);
		break;
	case 2:
		sym->st_size = pick(sym->st_size, 1 << 12);
		break;
	default:
		sym->st_info = ELF64_ST_INFO(rnd(3), rnd(5));
		break;
	}
}

/* One u32 of the .BTF or .BTF.ext header (both start with magic, version). */
static void edit_btf_header(struct elf *e)
{
	u32 i, start = rnd(e->shnum), word;

	for (i = 0; i < e->shnum; i++) {
		Elf64_Shdr *s = &e->sh[(start + i) % e->shnum];
		u32 *w;

		if (s->sh_type != SHT_PROGBITS || s->sh_size < 32 ||
		    s->sh_offset > e->size || s->sh_size > e->size - s->sh_offset ||
		    s->sh_offset % 4)
			continue;
		w = (u32 *)(e->data + s->sh_offset);
		if ((w[0] & 0xffff) != BTF_MAGIC)
			continue;
		/* words 1..7: hdr_len, then offsets and lengths */
		word = 1 + rnd(7);
		w[word] = pick(w[word], s->sh_size);
		return;
	}
}

size_t LLVMFuzzerCustomMutator(u8 *data, size_t size, size_t max_size,
			       unsigned int seed)
{
	struct elf e;

	rnd_state = seed;
	if (rnd(4) == 0 || !open_elf(&e, data, size, max_size))
		return LLVMFuzzerMutate(data, size, max_size);
	switch (rnd(6)) {
	case 0:
		edit_shdr(&e);
		break;
	case 1:
	case 2:
		edit_rel(&e);
		break;
	case 3:
		dup_rel_section(&e);
		break;
	case 4:
		edit_sym(&e);
		break;
	default:
		edit_btf_header(&e);
		break;
	}
	return e.size;
}
