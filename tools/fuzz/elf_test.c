// SPDX-License-Identifier: GPL-2.0
/*
 * Host unit test of the kernel's BPF filter object reader
 * (kernel/trace/bpf_filter_elf.c, built unchanged):
 *
 *   elf_test GOOD.o... -- BAD.o...
 *
 * Every GOOD object parses, with its program, instructions and BTF; every
 * BAD object is refused with a message. Then each good object is cut at
 * every length (of its headers; then at a stride) and has bytes flipped (a fixed pseudo-random sequence):
 * none of that may crash, leak or read out of bounds (build with ASan and
 * UBSan), and every result is a parse or a refusal with a message.
 * Ends with "elf_test: N passed, N failed".
 */
#include "bpf_filter_elf.h"
#include "slurp.h"
#include "elf_invariants.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#define MUTATIONS 3000
#define STRUCT_MUTATIONS 2000
/* Room for the structural mutator to append sections. */
#define MUT_MAX(len)	((len) * 2 + 65536)

size_t LLVMFuzzerCustomMutator(u8 *data, size_t size, size_t max_size,
			       unsigned int seed);

static int passed, failed, broken;

static void check(int ok, const char *what, const char *file)
{
	if (ok) {
		passed++;
	} else {
		failed++;
		printf("not ok - %s: %s\n", file, what);
	}
}

/*
 * Parse a private copy (ASan sees reads past its end) and keep @obj for
 * the caller, who frees it; the copy lives as long (the parse points into it).
 */
static u8 *kept_copy;

static int parse_keep(const u8 *data, size_t len, struct bpf_filter_obj *obj)
{
	free(kept_copy);
	kept_copy = malloc(len ? len : 1);
	memcpy(kept_copy, data, len);
	memset(obj, 0, sizeof(*obj));
	return bpf_filter_obj_parse(obj, kept_copy, len);
}

/* Parse a private copy, so that ASan sees reads past the end. */
static int parse(const u8 *data, size_t len, struct bpf_filter_obj *obj)
{
	u8 *copy = malloc(len ? len : 1);
	int err;

	memcpy(copy, data, len);
	memset(obj, 0, sizeof(*obj));
	err = bpf_filter_obj_parse(obj, copy, len);
	/* A refusal explains itself: its message goes to error_log. */
	if (err && !obj->err[0]) {
		printf("not ok - %zu bytes refused (%d) without a message\n",
		       len, err);
		broken++;
	}
	/* Size detection must agree with what parsing accepts. */
	if (!err && bpf_filter_obj_size(copy, len) != (long)len) {
		printf("object of %zu bytes parsed but has size %ld\n", len,
		       bpf_filter_obj_size(copy, len));
		err = -1;
	}
	if (!err && obj_broken(obj, copy, len)) {
		printf("not ok - parsed, but %s\n", obj_broken(obj, copy, len));
		broken++;
		err = -1;
	}
	bpf_filter_obj_free(obj);
	free(copy);
	return err;
}

static void good(const char *path)
{
	struct bpf_filter_obj obj = {};
	size_t len, cut, i, n, mlen, refused = 0;
	int before;
	u32 seed = 12345;
	u8 *data = slurp(path, &len), *mut;
	int err;

	err = bpf_filter_obj_parse(&obj, data, len);
	check(!err, obj.err[0] ? obj.err : "parses", path);
	check(!err && !obj_broken(&obj, data, len), "keeps the invariants", path);
	check(!err && obj.insn_cnt > 0 && obj.prog_name[0], "has a program", path);
	check(!err && obj.btf && obj.func_info_cnt > 0, "has BTF and func_info", path);
	check(bpf_filter_obj_size(data, len) == (long)len, "size known", path);
	bpf_filter_obj_free(&obj);

	/* Every cut in the headers, then one in 61 bytes. */
	before = broken;
	for (cut = 0, n = 0; cut < len; cut += cut < 4096 ? 1 : 61, n++)
		refused += !!parse(data, cut, &obj);
	check(refused == n, "every truncation refused", path);
	check(broken == before, "every truncation refused with a message", path);

	/*
	 * Byte flips, then the fuzzer's structural edits (elf_mutator.c),
	 * one to four of them on the same object: each parse either refuses
	 * with a message or keeps the invariants (ASan watches the rest).
	 */
	mut = malloc(MUT_MAX(len));
	before = broken;
	for (i = 0, refused = 0; i < MUTATIONS; i++) {
		memcpy(mut, data, len);
		for (n = 0; n < 1 + i % 4; n++) {
			seed = seed * 1103515245 + 12345;
			mut[(seed >> 8) % len] ^= 1 << ((seed >> 4) % 8);
		}
		parse(mut, len, &obj);
	}
	for (i = 0; i < STRUCT_MUTATIONS; i++) {
		memcpy(mut, data, len);
		mlen = len;
		for (n = 0; n < 1 + i % 4; n++)
			mlen = LLVMFuzzerCustomMutator(mut, mlen, MUT_MAX(len),
						       seed + i * 7 + n);
		refused += !!parse(mut, mlen, &obj);
	}
	check(broken == before, "mutations parse safely or are refused", path);
	check(refused > 0 && refused < STRUCT_MUTATIONS,
	      "structural mutations reach both refusals and parses", path);
	printf("# %s: %zu of %d structural mutations refused\n", path, refused,
	       STRUCT_MUTATIONS);
	free(mut);
	free(data);
}

/* BAD is PATH or PATH=TEXT: refused, with TEXT in the message. */
static void bad(char *spec)
{
	char *want = strchr(spec, '='), *path = spec;
	struct bpf_filter_obj obj = {};
	size_t len;
	u8 *data;
	int err;

	if (want)
		*want++ = '\0';
	data = slurp(path, &len);
	err = parse_keep(data, len, &obj);
	check(err == -EINVAL && obj.err[0], "refused with a message", path);
	if (want)
		check(strstr(obj.err, want) != NULL, want, path);
	if (err)
		printf("ok - %s refused: %s\n", path, obj.err);
	bpf_filter_obj_free(&obj);
	free(data);
}

int main(int argc, char **argv)
{
	int i, bad_part = 0;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--")) {
			bad_part = 1;
			continue;
		}
		if (bad_part)
			bad(argv[i]);
		else
			good(argv[i]);
	}
	printf("elf_test: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
