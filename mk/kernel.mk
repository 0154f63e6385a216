# SPDX-License-Identifier: GPL-2.0
#
# The kernel tree and its flavours: build/linux from linux-source-$(KBASE)
# and patches/ (another base's: $(B)/linux and $(PATCHES)), its builds
# (normal, -debug, -core, -nowrite, ...), and the Debian packages
# everything needs.
# Included by the top-level Makefile, which holds TOP, B, KBASE, KSRC_PIN
# and PATCHES.

KTREE		:= $(B)/linux
# FLAVOUR=-debug: the kernel of kernel-config/debug.config (KASAN, lockdep,
# kmemleak...) with its own build directory, guest root and BPF objects, so
# that it never invalidates the normal build. "make test-debug" sets it.
FLAVOUR		?=
# FLAVOUR=-core: the kernel of the series' core alone (make check-core),
# built in a worktree of build/linux at the core's last patch (CORE_END,
# by subject); every other flavour builds build/linux's HEAD.
CORE_TREE	:= $(B)/core
CORE_END	?= selftests/bpf: Add event filter link tests
KSRC		:= $(if $(filter -core,$(FLAVOUR)),$(CORE_TREE),$(KTREE))
KOUT		:= $(KSRC)/.out$(if $(filter -core,$(FLAVOUR)),,$(FLAVOUR))
BZIMAGE		:= $(KOUT)/arch/x86/boot/bzImage
VMLINUX		:= $(KOUT)/vmlinux
STAGE		:= $(B)/stage$(FLAVOUR)
INITRAMFS	:= $(B)/initramfs$(FLAVOUR).cpio.gz
# kernel-config/<base>/base.config: what a base's kernel needs besides.
# kernel-config/writes.config: the writes, off by default, on in every
# kernel but the core's (whose patches predate the option) and
# check-nowrite's.
FRAGMENTS	:= $(sort $(wildcard $(TOP)/kernel-config/base*.config)) \
		   $(wildcard $(TOP)/kernel-config/$(KBASE)/base.config) \
		   $(if $(filter -core -nowrite,$(FLAVOUR)),,$(TOP)/kernel-config/writes.config) \
		   $(if $(FLAVOUR),$(wildcard $(TOP)/kernel-config/$(FLAVOUR:-%=%).config))
# -core is base.config at an earlier patch; any other flavour has a fragment.
ifneq ($(filter-out -core,$(FLAVOUR)),)
ifeq ($(wildcard $(TOP)/kernel-config/$(FLAVOUR:-%=%).config),)
$(error FLAVOUR=$(FLAVOUR): no kernel-config/$(FLAVOUR:-%=%).config)
endif
endif

deps:
	@$(TOP)/tools/deps.sh $(KBASE) $(KSRC_PIN)

# The pahole a base asks where the system's is too old: 7.2 asks 1.26,
# bookworm has 1.24, and Debian's archive serves no dwarves source to
# build; tools/series/pahole.sh unpacks trixie's binary package and its
# libraries into KPAHOLE and runs it with trixie's loader (no root, no
# chroot). kernel-build.sh and the bench module's build use it.
KPAHOLE.7.2	:= $(TOP)/build/pahole
KPAHOLE		:= $(KPAHOLE.$(KBASE))
export KPAHOLE

# Guest memory (qemu-run.sh): 7.2's verifier needs more than 1G, the
# default, for bpf/65's program of 480,000 loads (in 1G, the OOM killer
# ended bpftool's load in compute_subprog_args(), which 6.12 lacks).
GUEST_MEM.7.2	:= 2G
GUEST_MEM	:= $(GUEST_MEM.$(KBASE))
export GUEST_MEM

# kernel-tree.sh's tree and series
KPATCHES	:= $(PATCHES)
export KTREE KPATCHES

kernel: deps
	@$(TOP)/tools/series/kernel-tree.sh sync
	$(if $(filter -core,$(FLAVOUR)),@$(TOP)/tools/series/kernel-tree.sh at $(CORE_TREE) "$(CORE_END)")
	@KTREE=$(KSRC) $(TOP)/tools/series/kernel-build.sh $(KOUT) $(FRAGMENTS)

kernel-reset: deps
	@$(TOP)/tools/series/kernel-tree.sh reset

export:
	@$(TOP)/tools/series/kernel-tree.sh export
