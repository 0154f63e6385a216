# SPDX-License-Identifier: GPL-2.0
#
# eBPF programs as ftrace event filters: a patch series on Debian's
# linux-source, its samples, tools and tests. "make help" lists targets.

TOP		:= $(abspath .)

# The kernel the series is on: Debian's linux-source-$(KBASE), at the
# version it was made against (KSRC_PIN.<base>). When the archive no longer
# has it, deps installs the newest of that base and says so. The primary
# base's series is patches/, built in build/; another base's series is
# patches-<base>/, built in build/<base>/ (make test KBASE=6.12).
KBASE_PRIMARY	:= 7.2
KBASE		?= $(KBASE_PRIMARY)
KSRC_PIN.6.12	:= 6.12.117-1~deb12u1
KSRC_PIN.7.2	:= 7.2.13-1
KSRC_PIN	:= $(KSRC_PIN.$(KBASE))
ifeq ($(KSRC_PIN),)
$(error KBASE=$(KBASE): no such base (KSRC_PIN.$(KBASE) is not set))
endif
ifeq ($(KBASE),$(KBASE_PRIMARY))
PATCHES		:= $(TOP)/patches
B		:= $(TOP)/build
BENCH_DOC	:= $(TOP)/Documentation
else
PATCHES		:= $(TOP)/patches-$(KBASE)
B		:= $(TOP)/build/$(KBASE)
BENCH_DOC	:= $(TOP)/Documentation/bench-$(KBASE)
endif
# The scripts under tools/ find the build directory and the base here.
export KBASE B

# Root in a clone a user owns: make deps as root, the rest as the owner
# (tools/as-owner.mk), so that a "sudo make test" leaves no root-owned
# build/ behind. AS_ROOT=1 keeps everything as root.
ifeq ($(shell id -u)$(AS_ROOT),0)
ifneq ($(shell stat -c %u $(TOP)),0)
AS_OWNER	:= yes
endif
endif

ifeq ($(AS_OWNER),yes)
include $(TOP)/tools/as-owner.mk
else
# The project's rules, by job; "make help" lists the targets.
.DEFAULT_GOAL	:= help

# The kernel tree (build/linux) and its flavours; deps, kernel, export.
include $(TOP)/mk/kernel.mk
# The guest root: tools, BPF objects, bench module; initramfs.
include $(TOP)/mk/guest-root.mk
# host-test, test, test-debug.
include $(TOP)/mk/tests.mk
# check, check-bisect, check-core, check-nowrite, check-configs,
# ftracetest-compare.
include $(TOP)/mk/checks.mk
# bench, bench-cover.
include $(TOP)/mk/bench.mk
# run, filter, shell, fuzz, clean.
include $(TOP)/mk/conveniences.mk

.PHONY: help deps kernel export check-exported check check-bisect initramfs \
	run test test-debug host-test guest-tools kernel-reset clean stage bpf-objects bench \
	fuzz filter shell ftracetest-compare bench-cover check-core check-nowrite \
	check-configs

help:
	@echo "make run             boot the guest and show a filter at work"
	@echo "make test            host tests, kernel build, guest selftests;"
	@echo "                     ends with 'N passed, N failed'"
	@echo "make test-debug      the guest suites on a KASAN/lockdep/kmemleak/UBSAN"
	@echo "                     kernel (own build dir); ends like make test"
	@echo "make deps            install missing Debian packages (root)"
	@echo "make kernel          build/linux from linux-source-$(KBASE) + patches/,"
	@echo "                     configured and built incrementally"
	@echo "make export          write build/linux's commits back to patches/"
	@echo "make check-exported  fail when build/linux holds work patches/ lacks"
	@echo "make check           checkpatch.pl --strict on every patch, and patches/"
	@echo "                     holding all of build/linux (make export)"
	@echo "make check-bisect    build every patch of the series on its own"
	@echo "make check-core      the series' core alone (its patches up to CORE_END:"
	@echo "                     the link, libbpf, bpftool, docs, selftests/bpf):"
	@echo "                     builds, boots, passes its tests (CORE_TESTS)"
	@echo "make check-configs   the series as a test robot builds it: no probe"
	@echo "                     or syscall events; uprobe events only; no bpf(2);"
	@echo "                     no modules; Debian's config (kernel/trace, bpf,"
	@echo "                     events); clang 19; arm64; W=1 and kernel-doc on"
	@echo "                     the series' files against the base's; fails on"
	@echo "                     any new warning"
	@echo "make check-nowrite   the whole series, CONFIG_BPF_EVENT_FILTER_WRITE"
	@echo "                     off: no writes' code in it, CORE_TESTS pass"
	@echo "make initramfs       the guest root ($(notdir $(INITRAMFS)))"
	@echo "make host-test       only the host-side unit tests"
	@echo "make filter SRC=f.c  build your own filter, build/filters/f.o (see README)"
	@echo "make shell           boot the guest to a shell: tracefs, bpftool, the samples"
	@echo "                     in /bpf, your filters in /filters; poweroff -f leaves"
	@echo "make fuzz            libFuzzer on the object reader (FUZZ_SECONDS=400)"
	@echo "make ftracetest-compare  upstream ftracetest in full on the patched and"
	@echo "                     the unpatched kernel (same config): every difference"
	@echo "make bench           the RFC's skb alloc/free table, in guest"
	@echo "                     instructions (QEMU -icount), with a chart, into"
	@echo "                     Documentation/bench.md and bench.png"
	@echo "make bench-cover     the cover letter's Performance section from the"
	@echo "                     last make bench"
	@echo "make kernel-reset    re-create build/linux (drops unexported work)"
	@echo "make clean           remove build/ (refused while build/linux holds"
	@echo "                     unexported work; FORCE=1 drops it)"
	@echo ""
	@echo "Variables (make VAR=value target):"
	@echo "  TESTS=\"$(TESTS)\"  guest suites, or SUITE/PREFIX"
	@echo "                     (TESTS=bpf/26 runs bpf/26-*.tc; add 'broken' for a failing one)"
	@echo "  TEST_TIMEOUT=$(TEST_TIMEOUT)   seconds each guest of make test may take"
	@echo "  TEST_SHARDS=$(TEST_SHARDS)       guests make test runs side by side (1: one guest)"
	@echo "  DEBUG_TESTS=\"$(DEBUG_TESTS)\" DEBUG_TEST_TIMEOUT=$(DEBUG_TEST_TIMEOUT) DEBUG_SHARDS=$(DEBUG_SHARDS)"
	@echo "                     the same for make test-debug"
	@echo "  BENCH_N=$(BENCH_N)     iterations per row of make bench"
	@echo "  FUZZ_SECONDS=$(FUZZ_SECONDS)    length of make fuzz"
	@echo "  SRC=f.c              the BPF C file of make filter"
	@echo "  FILTERS=$(FILTERS:$(TOP)/%=%)      where make filter writes, make shell reads"
	@echo "  SHELL_TIMEOUT=$(SHELL_TIMEOUT)      seconds before make shell ends the guest (0: never)"
	@echo "  FLAVOUR=-debug       build the debug kernel's tree, stage and initramfs"
	@echo "  KBASE=$(KBASE)           the base: $(KBASE_PRIMARY) (patches/, build/) or another"
	@echo "                     with a KSRC_PIN.<base> (patches-<base>/, build/<base>/)"
	@echo ""
	@echo "Root: only make deps, and only while Debian packages are missing"
	@echo "(make run and make test call it first; once they are installed,"
	@echo "every target runs as any user)."

# In this file, not in mk/kernel.mk: hooks that look for kernel work not
# yet exported into patches/ find the rule here.
check-exported:
	@$(TOP)/tools/series/kernel-tree.sh check-exported

endif # AS_OWNER
