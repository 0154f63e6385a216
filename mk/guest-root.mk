# SPDX-License-Identifier: GPL-2.0
#
# The guest root: guest tools, bpftool and libbpf, BPF objects, the bench
# module, trace-cmd, test_progs, staged and packed into the initramfs.
# Included by the top-level Makefile, which holds TOP and KSRC_PIN.

CC_STATIC	:= gcc -static -O2 -Wall -Wextra -Wno-unused-parameter

# BPF objects: clang against the built kernel's vmlinux.h and the tree's
# libbpf headers (installed by the tree's bpftool build).
BPFTOOL		:= $(B)/bpftool/bpftool
BPF_INCLUDE	:= $(B)/bpftool/libbpf/include
VMLINUX_H	:= $(B)/bpf$(FLAVOUR)/vmlinux.h
# 7.2's kernel is built with -fms-extensions, and its vmlinux.h has tagged
# anonymous members (struct filename's "struct __filename_head;"): clang
# reads them as members only with it, as selftests/bpf's Makefile says.
# Its security_bpf() has a fourth argument (selftests/bpf/lsm_deny.c).
BPF_CFLAGS.7.2	:= -fms-extensions -Wno-microsoft-anon-tag \
		   -DLSM_BPF_HAS_KERNEL_ARG
BPF_CFLAGS	:= -O2 -g -target bpf -D__TARGET_ARCH_x86 -Wall \
		   -I$(dir $(VMLINUX_H)) -I$(BPF_INCLUDE) $(BPF_CFLAGS.$(KBASE))
SAMPLE_OBJS	:= $(patsubst $(TOP)/samples/bpf/%.c,$(STAGE)/bpf/%.o,\
		   $(wildcard $(TOP)/samples/bpf/*.c))
# selftests/bpf: objects the guest tests write, good and bad; host_*.c are
# built for the host (an x86-64 object the loader must refuse).
TEST_OBJS	:= $(patsubst $(TOP)/selftests/bpf/%.c,$(STAGE)/bpf/%.o,\
		   $(wildcard $(TOP)/selftests/bpf/*.c))
# The series' ftracetest cases ("selftests/ftrace: Test BPF event
# filters") bring the sources of their
# objects, which selftests/ftrace's Makefile builds into bpf-obj/ (in
# FTRACE_OUT); the guest's /ftrace holds them there, /bpf copies.
FTRACE_SELFTESTS := $(KTREE)/tools/testing/selftests/ftrace
FTRACE_OUT	:= $(B)/ftrace-selftests$(FLAVOUR)
FTRACE_OBJS	:= $(patsubst $(FTRACE_SELFTESTS)/bpf/%.c,$(STAGE)/bpf/%.o,\
		   $(wildcard $(FTRACE_SELFTESTS)/bpf/*.c))

GUEST_TOOLS := $(patsubst $(TOP)/tools/guest/%.c,$(STAGE)/bin/%,$(wildcard $(TOP)/tools/guest/*.c))

$(STAGE)/bin/%: $(TOP)/tools/guest/%.c $(wildcard $(TOP)/tools/guest/*.h)
	@mkdir -p $(dir $@)
	$(CC_STATIC) -o $@ $<

# The guest half of the fuzzing: elf_mutator.c's mutants written into a
# real filter file (selftests/guest/bpf/34-mutants.tc).
$(STAGE)/bin/mutants: $(TOP)/tools/fuzz/mutants.c $(TOP)/tools/fuzz/elf_mutator.c \
		      $(TOP)/tools/fuzz/byte_mutate.c $(KTREE)/kernel/trace/bpf_filter_elf.c \
		      $(KTREE)/kernel/trace/bpf_filter_elf.h
	@mkdir -p $(dir $@)
	$(CC_STATIC) -I$(TOP)/tools/fuzz -I$(KTREE)/tools/include/uapi -I$(KTREE)/kernel/trace \
		-o $@ $(filter %.c,$^)

guest-tools: $(GUEST_TOOLS) $(STAGE)/bin/mutants

# bpftool and its libbpf are rebuilt when the tree's sources of them change.
BPFTOOL_SRCS	= $(wildcard $(KTREE)/tools/lib/bpf/*.[ch] $(KTREE)/tools/lib/bpf/libbpf.map \
		  $(KTREE)/tools/bpf/bpftool/*.[ch] $(KTREE)/tools/include/uapi/linux/bpf.h)

$(BPFTOOL): $(KTREE)/.git/HEAD $(BPFTOOL_SRCS)
	@mkdir -p $(dir $@)
	@echo "  BPFTOOL $@ (static, from the tree)"
	@$(MAKE) -s -C $(KTREE)/tools/bpf/bpftool OUTPUT=$(dir $@) \
		EXTRA_LDFLAGS=-static >$(B)/bpftool.log 2>&1 || \
		{ tail -n 30 $(B)/bpftool.log; exit 1; }
	@touch $@

$(VMLINUX_H): $(VMLINUX) $(BPFTOOL)
	@mkdir -p $(dir $@)
	$(BPFTOOL) btf dump file $(VMLINUX) format c >$@.tmp && mv $@.tmp $@

# One rule for every BPF object: samples, test objects and the series'
# ftracetest objects, found by name in their directories.
BPF_CC		= clang $(BPF_CFLAGS) $(BPF_DEFS) -c $< -o $@
vpath %.c $(TOP)/samples/bpf $(TOP)/selftests/bpf $(TOP)/samples/bench

$(STAGE)/bpf/%.o: %.c $(VMLINUX_H)
	@mkdir -p $(dir $@)
	$(BPF_CC)

# selftests/ftrace's objects, as "make -C tools/testing/selftests
# TARGETS=ftrace" builds them (with clang alone). Its own make decides
# what to rebuild, so it always runs; it builds nothing without clang.
$(FTRACE_OUT)/bpf-obj: always
	@mkdir -p $(FTRACE_OUT)
	@$(MAKE) MAKEFLAGS= -C $(FTRACE_SELFTESTS) OUTPUT=$(FTRACE_OUT) \
		>$(FTRACE_OUT).log 2>&1 || \
		{ tail -n 20 $(FTRACE_OUT).log; exit 1; }
	@test -d $@ || { echo "selftests/ftrace built no $@ (clang?)"; exit 1; }

.PHONY: always
always:

$(FTRACE_OBJS): $(STAGE)/bpf/%.o: $(FTRACE_OUT)/bpf-obj
	@mkdir -p $(dir $@)
	cp $</$*.o $@

$(STAGE)/bpf/host_%.o: $(TOP)/selftests/bpf/host_%.c
	@mkdir -p $(dir $@)
	gcc -O2 -c $< -o $@

# Objects a hostile writer makes, edited as ELF from built ones
# (tools/fuzz/elfmut.py): regression inputs of the object reader, for the
# host test and the guest's filter files alike.
ELFMUT		:= python3 $(TOP)/tools/fuzz/elfmut.py
MUTANT_OBJS	:= $(addprefix $(STAGE)/bpf/,mut_dup_rel.o mut_empty_rodata.o \
		   mut_ctrl_name.o)

$(STAGE)/bpf/mut_dup_rel.o: $(STAGE)/bpf/keep_lo_subprog.o $(TOP)/tools/fuzz/elfmut.py
	$(ELFMUT) dup-rel $< $@ 100

$(STAGE)/bpf/mut_empty_rodata.o: $(STAGE)/bpf/keep_lo_subprog.o $(TOP)/tools/fuzz/elfmut.py
	$(ELFMUT) empty .rodata $< $@

$(STAGE)/bpf/mut_ctrl_name.o: $(STAGE)/bpf/xdp_prog.o $(TOP)/tools/fuzz/elfmut.py
	$(ELFMUT) rename xdp 'x\ny' $< $@

# An object whose section name is 2 MiB long, SEC("raw_tp/aaa..."), built
# without -g so that it holds the name once (and stays under the 4 MiB
# limit): the reader must bound its work and its messages (bpf/45).
$(B)/gen/long_sec_name.c: $(TOP)/mk/guest-root.mk
	@mkdir -p $(dir $@)
	@python3 -c 'import sys; sys.stdout.write("#include \"vmlinux.h\"\n#include <bpf/bpf_helpers.h>\nSEC(\"raw_tp/" + "a" * (2 << 20) + "\")\nint long_sec_name(void *ctx)\n{\n\treturn 1;\n}\nchar LICENSE[] SEC(\"license\") = \"GPL\";\n")' >$@

$(STAGE)/bpf/long_sec_name.o: $(B)/gen/long_sec_name.c $(VMLINUX_H)
	@mkdir -p $(dir $@)
	clang $(filter-out -g,$(BPF_CFLAGS)) -c $< -o $@

# act_big: an acting program as long as the verifier takes, 480,000
# loads of the values of 62 read-only maps (with its strings' and its
# .bss, 64, as many as a program may use), and 64 names passed, for
# bpf/65; on the debug kernel, where the verifier is some ten times
# slower, 30,000 loads. Its DWARF, of no use to the test, is stripped (the
# .BTF its kfunc calls need stays).
ACT_BIG_LOADS	:= $(if $(filter -debug,$(FLAVOUR)),30000,480000)
$(B)/gen/act_big-$(ACT_BIG_LOADS).c: $(TOP)/selftests/bpf/act_big.py
	@mkdir -p $(dir $@)
	python3 $< $(ACT_BIG_LOADS) 62 >$@

$(STAGE)/bpf/act_big.o: $(B)/gen/act_big-$(ACT_BIG_LOADS).c $(TOP)/selftests/bpf/act_lo.h $(VMLINUX_H)
	@mkdir -p $(dir $@)
	clang $(BPF_CFLAGS) -I$(TOP)/selftests/bpf -c $< -o $@.tmp
	llvm-strip --strip-debug -o $@ $@.tmp && rm -f $@.tmp

bpf-objects: $(SAMPLE_OBJS) $(TEST_OBJS) $(FTRACE_OBJS) $(MUTANT_OBJS) \
	$(STAGE)/bpf/long_sec_name.o $(STAGE)/bpf/act_big.o

# Modules built against the kernel in $(KOUT), with its pahole, as an
# external module directory $(1) is: the perf comparison module, and
# bpf_testmod (tools/guest/test_progs.mk).
kbuild_modules = $(MAKE) -s -C $(KOUT) M=$(1) \
	$(if $(KPAHOLE),PAHOLE=$(KPAHOLE)/pahole) modules

# The perf comparison module
BENCH_KO	:= $(STAGE)/lib/modules/bpf_filter_bench.ko

$(BENCH_KO): $(wildcard $(TOP)/samples/bench/*) $(VMLINUX)
	@rm -rf $(B)/bench$(FLAVOUR)
	@cp -r $(TOP)/samples/bench $(B)/bench$(FLAVOUR)
	@echo "  MODULE  $(notdir $@)"
	@$(call kbuild_modules,$(B)/bench$(FLAVOUR))
	@mkdir -p $(dir $@) && cp $(B)/bench$(FLAVOUR)/bpf_filter_bench.ko $@

# The benchmark's filters: one source, four programs; the programs of
# the kprobe, syscall and uprobe rows, four from another; and the inode cache
# sample with its cache off (the cold rows).
PROBE_OBJS	:= $(STAGE)/bpf/bench_kprobe.o $(STAGE)/bpf/bench_sys_perf.o \
		   $(STAGE)/bpf/bench_sys_rawtp.o $(STAGE)/bpf/bench_uprobe.o
BENCH_OBJS	:= $(STAGE)/bpf/bench_filter.o $(STAGE)/bpf/bench_keep.o \
		   $(STAGE)/bpf/bench_perf.o $(STAGE)/bpf/bench_btf.o \
		   $(STAGE)/bpf/bench_act_never.o $(STAGE)/bpf/bench_mark.o \
		   $(STAGE)/bpf/bench_inode_cold.o $(PROBE_OBJS)

$(STAGE)/bpf/bench_keep.o: BPF_DEFS := -DBENCH_KEEP
$(STAGE)/bpf/bench_perf.o: BPF_DEFS := -DBENCH_PERF
$(STAGE)/bpf/bench_btf.o: BPF_DEFS := -DBENCH_BTF
$(STAGE)/bpf/bench_act_never.o: BPF_DEFS := -DBENCH_ACT_NEVER
$(STAGE)/bpf/bench_mark.o: BPF_DEFS := -DBENCH_MARK
$(filter-out %/bench_filter.o %/bench_inode_cold.o $(PROBE_OBJS),$(BENCH_OBJS)): \
		$(TOP)/samples/bench/bench_filter.c $(VMLINUX_H)
	$(BPF_CC)

$(STAGE)/bpf/bench_sys_perf.o: BPF_DEFS := -DBENCH_SYS_PERF
$(STAGE)/bpf/bench_sys_rawtp.o: BPF_DEFS := -DBENCH_SYS_RAWTP
$(STAGE)/bpf/bench_uprobe.o: BPF_DEFS := -DBENCH_UPROBE
$(PROBE_OBJS): $(TOP)/samples/bench/bench_probes.c $(VMLINUX_H)
	$(BPF_CC)

$(STAGE)/bpf/bench_inode_cold.o: BPF_DEFS := -DCACHE_OFF
$(STAGE)/bpf/bench_inode_cold.o: $(TOP)/samples/bpf/filter_inode_cache.c $(VMLINUX_H)
	$(BPF_CC)

# Guest tools that load BPF objects link the tree's static libbpf.
$(STAGE)/bin/bpfattach: $(TOP)/tools/guest/libbpf/bpfattach.c $(BPFTOOL)
	@mkdir -p $(dir $@)
	$(CC_STATIC) -I$(BPF_INCLUDE) -o $@ $< $(B)/bpftool/libbpf/libbpf.a \
		-lelf -lz -lzstd

$(STAGE)/bin/bpftool: $(BPFTOOL)
	@mkdir -p $(dir $@)
	strip -o $@ $<

# The README's second worked example, a libbpf tool on a skeleton:
# samples/libbpf/devwatch.bpf.c, its skeleton made by the tree's bpftool,
# and devwatch.c, linked with the tree's libbpf (bpf/55-skeleton.tc).
SKEL		:= $(B)/skel$(FLAVOUR)

$(SKEL)/devwatch.bpf.o: $(TOP)/samples/libbpf/devwatch.bpf.c \
		$(TOP)/samples/libbpf/devwatch.h $(VMLINUX_H)
	@mkdir -p $(dir $@)
	$(BPF_CC)

$(SKEL)/devwatch.skel.h: $(SKEL)/devwatch.bpf.o $(BPFTOOL)
	$(BPFTOOL) gen skeleton $< name devwatch_bpf >$@.tmp && mv $@.tmp $@

$(STAGE)/bin/devwatch: $(TOP)/samples/libbpf/devwatch.c \
		$(TOP)/samples/libbpf/devwatch.h $(SKEL)/devwatch.skel.h
	@mkdir -p $(dir $@)
	$(CC_STATIC) -I$(SKEL) -I$(BPF_INCLUDE) -o $@ $< \
		$(B)/bpftool/libbpf/libbpf.a -lelf -lz -lzstd

# Debian's trace-cmd, the binary users run, with the libraries it links
# (the rest of the guest root is static): bpf/54-trace-cmd.tc drives it.
$(STAGE)/bin/trace-cmd: /usr/bin/trace-cmd
	@mkdir -p $(dir $@)
	@for lib in $$(ldd $< | awk '$$2 == "=>" && $$3 ~ /^\// { print $$3 } \
			 $$1 ~ /^\/lib/ { print $$1 }'); do \
		mkdir -p $(STAGE)$$(dirname $$lib) && cp -L $$lib $(STAGE)$$lib; \
	done
	cp $< $@

# selftests/bpf's test_progs with the series' tests (bpf/49-test-progs.tc)
include $(TOP)/tools/guest/test_progs.mk

# What the guest root holds beside busybox, /init and selftests/guest.
stage: guest-tools bpf-objects $(STAGE)/bin/bpftool $(BENCH_KO) $(BENCH_OBJS) \
	$(STAGE)/bin/bpfattach $(STAGE)/bin/trace-cmd $(STAGE)/bin/devwatch \
	$(TP_BIN)
	@rm -rf $(STAGE)/demo && cp -r $(TOP)/tools/guest/demo $(STAGE)/demo
	@rm -rf $(STAGE)/bench && cp -r $(TOP)/tools/guest/bench $(STAGE)/bench
	@rm -rf $(STAGE)/ftrace && cp -r $(FTRACE_SELFTESTS) $(STAGE)/ftrace
	@rm -rf $(STAGE)/ftrace/bpf-obj && cp -r $(FTRACE_OUT)/bpf-obj $(STAGE)/ftrace/
	@cp $(TOP)/samples/bpf/*.sh $(STAGE)/bpf/

initramfs: kernel
	@$(MAKE) -s --no-print-directory stage
	@$(TOP)/tools/vm/mkinitramfs.sh $(INITRAMFS) $(STAGE)
