// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer's byte mutation, for the builds of elf_mutator.c without
 * libFuzzer (the host test elf_test, the guest tool mutants): the
 * mutator's one call in four flips one bit, from a fixed sequence.
 */
#include <stddef.h>
#include <stdint.h>

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size)
{
	static uint32_t s = 777;

	(void)max_size;
	s = s * 1103515245 + 12345;
	if (size)
		data[(s >> 8) % size] ^= 1 << ((s >> 4) % 8);
	return size;
}
