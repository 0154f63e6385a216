# SPDX-License-Identifier: GPL-2.0
#
# test_progs, the runner of tools/testing/selftests/bpf, built from the
# tree's own sources with only the series' prog_tests in it, static for the
# guest (a busybox root, no shared libc), and bpf_testmod.ko, the module
# the tests attach to. The whole of selftests/bpf is hundreds of programs,
# many for a newer clang than Debian's. Built as its Makefile builds it:
# the programs with clang against the kernel's vmlinux.h, skeletons by the
# tree's bpftool, prog_tests/tests.h by the same sed, one test_progs; the
# module from test_kmods against the kernel in $(KOUT). Taken from the tree
# the kernel is built from ($(KSRC): the core's for make check-core).
# Included by the Makefile.

TP_SRC		:= $(KSRC)/tools/testing/selftests/bpf
TP_OUT		:= $(B)/test_progs$(FLAVOUR)
# The series' tests: prog_tests/NAME.c, with the skeletons it includes
# (progs/SKEL.c each). A tree without them gets no test_progs (TP_BIN,
# which the stage holds, is empty), and bpf/49 fails saying so.
TP_TESTS	:= $(patsubst $(TP_SRC)/prog_tests/%.c,%,$(wildcard \
		   $(patsubst %,$(TP_SRC)/prog_tests/%.c,event_filter kfunc_record)))
# bpf_testmod.ko, from test_kmods (7.2; the 6.12 backport's tests need
# none)
TP_KMOD_KO	:= $(if $(wildcard $(TP_SRC)/test_kmods/bpf_testmod.c),\
		   $(STAGE)/lib/modules/bpf_testmod.ko)
TP_BIN		:= $(if $(TP_TESTS),$(STAGE)/bin/test_progs $(TP_KMOD_KO))
# What test_progs.c and the series' tests link against (kfunc_record.c:
# sysctl_helpers.c, which older trees lack)
TP_HELPERS	:= test_progs.c testing_helpers.c trace_helpers.c \
		   cgroup_helpers.c network_helpers.c json_writer.c \
		   $(notdir $(wildcard $(TP_SRC)/sysctl_helpers.c))

TP_SKELS	:= $(patsubst %,$(TP_OUT)/%.skel.h,$(sort $(shell sed -n \
		   's/^[#]include "\(.*\)\.skel\.h"/\1/p' \
		   $(patsubst %,$(TP_SRC)/prog_tests/%.c,$(TP_TESTS)) </dev/null)))
TP_TEST_OBJS	:= $(patsubst %,$(TP_OUT)/%.test.o,$(TP_TESTS))
TP_HELPER_OBJS	:= $(patsubst %.c,$(TP_OUT)/%.o,$(TP_HELPERS))
TP_HDR		:= $(TP_OUT)/prog_tests/tests.h
# 7.2's test_progs.c includes verification_cert.h, the certificate of a
# key made at build time, which it registers at start (it signs programs
# with the key): made as selftests/bpf's Makefile makes it, by its
# verify_sig_setup.sh (openssl). Older trees' test_progs.c want none.
TP_CERT		:= $(if $(shell grep -s -l verification_cert.h $(TP_SRC)/test_progs.c),\
		   $(TP_OUT)/verification_cert.h)

# The selftests Makefile's CFLAGS, less -Werror (another compiler than
# upstream's CI) and -rdynamic (a static binary); tests.h and the
# skeletons come from TP_OUT, which is searched first.
TP_CFLAGS	:= -g -O2 -Wall -fno-omit-frame-pointer -I$(TP_OUT) \
		   -I$(TP_SRC) -I$(BPF_INCLUDE) -I$(KTREE)/tools/lib \
		   -I$(KTREE)/tools/include -I$(KTREE)/tools/arch/x86/include \
		   -I$(KTREE)/tools/include/uapi
TP_LDLIBS	:= $(B)/bpftool/libbpf/libbpf.a -lelf -lz -lzstd -lrt -lpthread
TP_CC		:= gcc

$(TP_OUT)/%.bpf.o: $(TP_SRC)/progs/%.c $(VMLINUX_H) $(BPFTOOL)
	@mkdir -p $(dir $@)
	clang $(BPF_CFLAGS) -mcpu=v3 -I$(TP_SRC) -c $< -o $@

$(TP_OUT)/%.skel.h: $(TP_OUT)/%.bpf.o
	$(BPFTOOL) gen skeleton $< name $* >$@.tmp && mv $@.tmp $@

$(TP_HDR): $(patsubst %,$(TP_SRC)/prog_tests/%.c,$(TP_TESTS)) $(TOP)/tools/guest/test_progs.mk
	@mkdir -p $(dir $@)
	{ echo '/* Generated header, do not edit */'; \
	  sed -n -E 's/^void (serial_)?test_([a-zA-Z0-9_]+)\((void)?\).*/DEFINE_TEST(\2)/p' \
		$(filter %.c,$^) | sort; } >$@

$(TP_OUT)/%.test.o: $(TP_SRC)/prog_tests/%.c $(TP_SKELS) $(TP_SRC)/test_progs.h
	$(TP_CC) $(TP_CFLAGS) -c $< -o $@

$(TP_OUT)/signing_key.der: $(TP_SRC)/verify_sig_setup.sh
	@mkdir -p $(dir $@)
	$< genkey $(dir $@) >$(TP_OUT)/genkey.log 2>&1 || { cat $(TP_OUT)/genkey.log; exit 1; }

$(TP_OUT)/verification_cert.h: $(TP_OUT)/signing_key.der
	{ echo "unsigned char test_progs_verification_cert[] = {"; \
	  od -v -t 'xC' -w12 $< | sed 's/ \(\S\+\)/ 0x\1,/g;s/^\S\+/ /;$$d'; \
	  echo "};"; \
	  echo "unsigned int test_progs_verification_cert_len = $$(wc -c < $<);"; } >$@

$(TP_OUT)/%.o: $(TP_SRC)/%.c $(TP_HDR) $(TP_CERT) $(TP_SRC)/test_progs.h $(BPFTOOL)
	@mkdir -p $(dir $@)
	$(TP_CC) $(TP_CFLAGS) -c $< -o $@

$(STAGE)/bin/test_progs: $(TP_TEST_OBJS) $(TP_HELPER_OBJS) $(BPFTOOL)
	@mkdir -p $(dir $@)
	$(TP_CC) -static -o $@ $(filter %.o,$^) $(TP_LDLIBS)

# bpf_testmod.ko, which test_progs loads from its working directory at
# start (bpf/49 runs it from /lib/modules). Built as bpf_filter_bench.ko
# is (kbuild_modules), with a Kbuild file for it alone: test_kmods'
# Makefile builds four other modules the series' tests do not use.
TP_KMOD		:= $(TP_OUT)/test_kmods

$(STAGE)/lib/modules/bpf_testmod.ko: $(wildcard $(TP_SRC)/test_kmods/bpf_testmod*) $(VMLINUX)
	@rm -rf $(TP_KMOD) && mkdir -p $(TP_KMOD)
	@cp $(TP_SRC)/test_kmods/bpf_testmod* $(TP_KMOD)/
	@printf 'obj-m := bpf_testmod.o\nCFLAGS_bpf_testmod.o := -I$$(src)\n' >$(TP_KMOD)/Kbuild
	@echo "  MODULE  $(notdir $@)"
	@$(call kbuild_modules,$(TP_KMOD))
	@mkdir -p $(dir $@) && cp $(TP_KMOD)/bpf_testmod.ko $@

# Kept, as the selftests Makefile keeps them: the skeleton is what a
# failing test is read against. (.SECONDARY alone would be every target.)
ifneq ($(TP_SKELS),)
.SECONDARY: $(TP_SKELS) $(TP_SKELS:.skel.h=.bpf.o)
endif
