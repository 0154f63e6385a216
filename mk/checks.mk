# SPDX-License-Identifier: GPL-2.0
#
# The series' own checks: checkpatch and the export state, each patch
# built alone, the core alone, the writes off, a test robot's
# configurations, upstream's ftracetest against the unpatched base.
# Included by the top-level Makefile, which holds TOP and KSRC_PIN.

check: deps
	@$(TOP)/tools/series/kernel-tree.sh sync
	@$(TOP)/tools/series/checkpatch-series.sh $(KTREE)

# Each patch builds on its own (slow: one kernel build per patch).
check-bisect: deps
	@$(TOP)/tools/series/kernel-tree.sh sync
	@$(TOP)/tools/series/check-bisect.sh

check-configs: deps
	@$(TOP)/tools/series/kernel-tree.sh sync
	@$(TOP)/tools/series/check-configs.sh

# The core of the series on its own: the kernel of its first patches, up
# to CORE_END (the static and kprobe hooks, BPF_LINK_CREATE, libbpf,
# bpftool, the documentation, selftests/bpf's link tests), without the
# other event kinds, the counters and the writes after it, built in a
# worktree at that patch (build/core), where their code does not exist
# yet. test_progs and bpf_testmod.ko are built from that worktree; bpftool
# and libbpf come from HEAD, so the patches after the core must leave
# those alone: checked first. The guest (guest.core=1) then passes the
# tests of links (CORE_TESTS: selftests/guest/core, and test_progs -t
# event_filter,kfunc_record, bpf/49).
CORE_TESTS	?= core bpf/49
CORE_TOOLS	:= tools/lib tools/bpf tools/include
check-core: deps
	@$(MAKE) -s --no-print-directory FLAVOUR=-core kernel
	@git -C $(KTREE) diff --quiet $$(git -C $(CORE_TREE) rev-parse HEAD) -- $(CORE_TOOLS) || \
		{ echo "check-core: build/linux's $(CORE_TOOLS) differ from CORE_END's" \
		       "(later patches, or uncommitted work): the guest root would not be the core's"; exit 1; }
	@git -C $(KTREE) diff --quiet HEAD || \
		echo "check-core: uncommitted work in build/linux is not in the core kernel"
	@$(MAKE) -s --no-print-directory FLAVOUR=-core initramfs
	@$(call core_guest,-core,$(CORE_TREE)/.out,guest.core=1)

# The whole series with CONFIG_BPF_EVENT_FILTER_WRITE off
# (kernel-config/nowrite.config): none of the writes' code is in vmlinux,
# and the same tests pass.
check-nowrite: deps
	@$(MAKE) -s --no-print-directory FLAVOUR=-nowrite initramfs
	@$(call no_writes,$(KTREE)/.out-nowrite/vmlinux)
	@$(call core_guest,-nowrite,$(KTREE)/.out-nowrite)

no_writes = nm $(1) >$(B)/nowrite.nm && \
	! grep -wE 'bpf_filter_obj_parse|trace_event_bpf_filter_write' $(B)/nowrite.nm || \
	{ echo "check-nowrite: the writes' code is in $(1), or nm failed"; exit 1; }
core_guest = $(TOP)/tools/vm/qemu-run.sh -r -k $(2)/arch/x86/boot/bzImage \
	-i $(B)/initramfs$(1).cpio.gz -t 900 -l $(B)/check$(1)-console.log \
	-a "guest.mode=test guest.tests=$(shell echo $(CORE_TESTS) | tr ' ' ,) panic_on_warn=1 $(3)"

# Upstream's ftracetest in full on this kernel and on the unpatched base
# (a worktree at tag base, same config): the cases whose results differ.
# FTCOMPARE_AT.<base>: the subject of the series' last fix that the base
# needs to run ftracetest at all; "the unpatched base" is then the base
# with those fixes (7.2: its ftrace crashes a kprobe event's second
# registration under gcc 12 -Os without the first patch).
FTCOMPARE_AT.7.2 := x86/ftrace: Use jumps only where functions are aligned
export FTCOMPARE_AT := $(FTCOMPARE_AT.$(KBASE))
ftracetest-compare: initramfs
	@$(TOP)/tools/vm/ftracetest-compare.sh
