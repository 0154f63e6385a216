# SPDX-License-Identifier: GPL-2.0
#
# The benchmark: make bench (Documentation/bench.md and bench.png; another
# base's in Documentation/bench-<base>/) and
# make bench-cover (the cover letter's Performance section).
# Included by the top-level Makefile, which holds TOP and KSRC_PIN.

# The RFC's table, in guest instructions (-icount shift=0: 1 insn = 1 ns).
BENCH_N		?= 1000000
bench: initramfs
	@$(TOP)/tools/vm/qemu-run.sh -n -c 1 -k $(BZIMAGE) -i $(INITRAMFS) -t 3600 \
		-l $(B)/bench-console.log -a "guest.mode=bench guest.n=$(BENCH_N)"
	@$(TOP)/tools/bench/bench-table.sh $(B)/bench-console.log $(BENCH_DOC) \
		"make bench BENCH_N=$(BENCH_N)"
	@echo "make bench BENCH_N=$(BENCH_N)" >$(B)/bench-command

# The cover letter's Performance section from the last make bench run:
# the only target that changes the cover letter.
bench-cover:
	@[ -f $(B)/bench-console.log ] && [ -f $(B)/bench-command ] || \
		{ echo "make bench-cover: run make bench first"; exit 1; }
	@$(TOP)/tools/bench/bench-table.sh -c $(PATCHES)/0000-cover-letter.patch \
		$(B)/bench-console.log "$$(cat $(B)/bench-command)"
