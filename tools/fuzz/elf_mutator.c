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
 *   - a name about as long as the reader takes (KSYM_NAME_LEN), or far
 *     longer, appended to a string table and given to a section, a
 *     symbol or every symbol;
 *   - every symbol given one name, or many more symbols appended that
 *     share one (names the reader sorts and compares);
 *   - a chain of BTF types appended, each referring to the one before
 *     (deeper than the kernel resolves), or looping back;
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

/*
 * A section of @type whose bytes lie inside the object, 8-byte aligned
 * but for string tables (read a byte at a time), or -1.
 */
static int find_type(struct elf *e, u32 type)
{
	u32 start = rnd(e->shnum), i;

	for (i = 0; i < e->shnum; i++) {
		Elf64_Shdr *s = &e->sh[(start + i) % e->shnum];

		if (s->sh_type == type && s->sh_offset <= e->size &&
		    s->sh_size <= e->size - s->sh_offset &&
		    (type == SHT_STRTAB || !(s->sh_offset % 8)))
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
 * Room for @need bytes at the end of the object, zeroed, and for @more
 * section headers after the table, which moves past them: the offset of
 * the room, or 0 when the object would outgrow max_size.
 */
static size_t append(struct elf *e, size_t need, u32 more)
{
	size_t data_off = (e->size + 7) & ~(size_t)7;
	size_t sh_off = (data_off + need + 7) & ~(size_t)7;

	if (need > e->max || e->shnum + more >= 0xfff0 ||
	    sh_off + (e->shnum + more) * sizeof(Elf64_Shdr) > e->max)
		return 0;
	memset(e->data + e->size, 0, sh_off - e->size);
	memmove(e->data + sh_off, e->sh, e->shnum * sizeof(Elf64_Shdr));
	e->sh = (Elf64_Shdr *)(e->data + sh_off);
	e->eh->e_shoff = sh_off;
	e->size = sh_off + (e->shnum + more) * sizeof(Elf64_Shdr);
	return data_off;
}

/*
 * Append a copy of a REL section (its entries, then the section headers
 * again, one more), as a second REL section for the same or another code
 * section.
 */
static void dup_rel_section(struct elf *e)
{
	int i = find_type(e, SHT_REL);
	size_t data_off, need;
	Elf64_Shdr copy;
	u32 times = 1 + rnd(4), t;

	if (i < 0)
		return;
	copy = e->sh[i];
	need = copy.sh_size * times;
	data_off = append(e, need, 1);
	if (!data_off)
		return;
	for (t = 0; t < times; t++)
		memcpy(e->data + data_off + t * copy.sh_size,
		       e->data + copy.sh_offset, copy.sh_size);
	copy.sh_offset = data_off;
	copy.sh_size = need;
	if (rnd(3) == 0)
		copy.sh_info = rnd(e->shnum);
	e->sh[e->shnum] = copy;
	e->eh->e_shnum = ++e->shnum;
}

/*
 * Section @i's bytes copied to the end, with @extra zeroed bytes after
 * them, and the section moved there: the copy's offset, or 0.
 */
static size_t grow_section(struct elf *e, int i, size_t extra)
{
	size_t off = append(e, e->sh[i].sh_size + extra, 0);

	if (!off)
		return 0;
	memcpy(e->data + off, e->data + e->sh[i].sh_offset, e->sh[i].sh_size);
	e->sh[i].sh_offset = off;
	e->sh[i].sh_size += extra;
	return off;
}

/* The symbol table whose names are in section @strtab, or -1. */
static int symtab_of(struct elf *e, int strtab)
{
	int i = find_type(e, SHT_SYMTAB);

	return i >= 0 && e->sh[i].sh_link == (u32)strtab ? i : -1;
}

/* Name a section, a symbol or every symbol by @off of string table @str. */
static void give_name(struct elf *e, int str, u32 off)
{
	int symtab = symtab_of(e, str);
	Elf64_Sym *sym;
	u32 n, k;

	if (str == e->eh->e_shstrndx && (symtab < 0 || rnd(2))) {
		e->sh[rnd(e->shnum)].sh_name = off;
		return;
	}
	if (symtab < 0)
		return;
	sym = (Elf64_Sym *)(e->data + e->sh[symtab].sh_offset);
	n = e->sh[symtab].sh_size / sizeof(*sym);
	if (!n)
		return;
	if (rnd(2)) {
		sym[rnd(n)].st_name = off;
		return;
	}
	for (k = 1; k < n; k++)
		sym[k].st_name = off;
}

/*
 * A run of 'A's appended to a string table, a little shorter or longer
 * than the reader's bound on names or far past it, and named (from its
 * start or part-way in) by a section, a symbol or every symbol.
 */
static void long_name(struct elf *e)
{
	static const u32 lens[] = { 511, 512, 513, 4096, 1 << 16, 1 << 20 };
	int i = find_type(e, SHT_STRTAB);
	u32 len = lens[rnd(ARRAY_SIZE(lens))], old;
	size_t off;

	if (i < 0)
		return;
	old = e->sh[i].sh_size;
	off = grow_section(e, i, len + 1);
	if (!off)
		return;
	memset(e->data + off + old, 'A', len);
	give_name(e, i, old + (rnd(2) ? 0 : rnd(len)));
}

/*
 * Many symbols of one name: every symbol given the name of one, or the
 * table grown by copies of one symbol (up to a few MiB of them).
 */
static void shared_name(struct elf *e)
{
	int i = find_type(e, SHT_SYMTAB);
	Elf64_Sym *sym, one;
	u32 n, k, more;
	size_t off;

	if (i < 0)
		return;
	n = e->sh[i].sh_size / sizeof(*sym);
	if (n < 2)
		return;
	sym = (Elf64_Sym *)(e->data + e->sh[i].sh_offset);
	one = sym[1 + rnd(n - 1)];
	if (rnd(2)) {
		give_name(e, e->sh[i].sh_link, one.st_name);
		return;
	}
	more = 1 + rnd(e->max / sizeof(one) / 2);
	off = grow_section(e, i, (size_t)more * sizeof(one));
	if (!off)
		return;
	sym = (Elf64_Sym *)(e->data + off);
	for (k = n; k < n + more; k++)
		sym[k] = one;
}

/* The bytes of the BTF type at @t, up to @end, or 0 when it is bad. */
static size_t btf_type_bytes(const struct btf_type *t, const u8 *end)
{
	long extra;

	if ((const u8 *)(t + 1) > end)
		return 0;
	/* The reader's own walk: unknown kinds end it */
	extra = bpf_filter_btf_type_extra(t);
	if (extra < 0 || extra > end - (const u8 *)(t + 1))
		return 0;
	return sizeof(*t) + extra;
}

/*
 * A chain of pointer and modifier types appended to .BTF (laid out as
 * clang lays it out: header, types, strings), each referring to the one
 * before it, the first to a type of the object or to the last (a loop):
 * about as deep as the kernel resolves (32), or far deeper.
 */
static void deep_btf(struct elf *e)
{
	static const u32 depths[] = { 31, 32, 33, 1000, 60000 };
	static const u8 kinds[] = { BTF_KIND_PTR, BTF_KIND_CONST,
				    BTF_KIND_VOLATILE, BTF_KIND_RESTRICT };
	u32 depth = depths[rnd(ARRAY_SIZE(depths))], ntypes = 0, i, k;
	struct btf_header h;
	struct btf_type *t;
	u8 *p, *end;
	size_t off, bytes;

	for (i = 0; i < e->shnum; i++) {
		Elf64_Shdr *s = &e->sh[i];

		if (s->sh_type != SHT_PROGBITS || s->sh_size < sizeof(h) ||
		    s->sh_offset > e->size ||
		    s->sh_size > e->size - s->sh_offset)
			continue;
		memcpy(&h, e->data + s->sh_offset, sizeof(h));
		if (h.magic == BTF_MAGIC && h.hdr_len == sizeof(h) &&
		    h.type_off == 0 && h.str_off == h.type_len &&
		    sizeof(h) + (u64)h.str_off + h.str_len <= s->sh_size)
			break;
	}
	if (i == e->shnum)
		return;
	off = grow_section(e, i, (size_t)depth * sizeof(*t));
	if (!off)
		return;
	/* Count the types, then make room after them: strings move up. */
	p = e->data + off + sizeof(h);
	end = p + h.type_len;
	for (; p < end; p += bytes, ntypes++) {
		bytes = btf_type_bytes((const struct btf_type *)p, end);
		if (!bytes)
			return;
	}
	memmove(end + depth * sizeof(*t), end, h.str_len);
	for (k = 0, t = (struct btf_type *)end; k < depth; k++, t++) {
		t->name_off = 0;
		t->info = (u32)kinds[rnd(ARRAY_SIZE(kinds))] << 24;
		t->type = ntypes + k;
	}
	/* The first link: a type of the object, void, or the last (a loop). */
	t = (struct btf_type *)end;
	t->type = rnd(4) ? rnd(ntypes + 1) : ntypes + depth;
	h.type_len += depth * sizeof(*t);
	h.str_off = h.type_len;
	memcpy(e->data + off, &h, sizeof(h));
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
	switch (rnd(9)) {
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
	case 5:
		long_name(&e);
		break;
	case 6:
		shared_name(&e);
		break;
	case 7:
		deep_btf(&e);
		break;
	default:
		edit_btf_header(&e);
		break;
	}
	return e.size;
}
