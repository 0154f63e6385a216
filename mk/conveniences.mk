# SPDX-License-Identifier: GPL-2.0
#
# Conveniences: make run, your own filter (make filter, make shell),
# make fuzz, make clean.
# Included by the top-level Makefile, which holds TOP and KSRC_PIN.

run: initramfs
	@$(TOP)/tools/vm/qemu-run.sh -k $(BZIMAGE) -i $(INITRAMFS) -t 600 \
		-l $(B)/run-console.log -a "guest.mode=run"

# libFuzzer on the kernel's BPF object reader, built unchanged in userspace.
FUZZ_SECONDS	?= 400
fuzz: initramfs
	@$(TOP)/tools/fuzz/fuzz.sh $(FUZZ_SECONDS)

# Your own filter: "make filter SRC=my_filter.c" builds FILTERS/my_filter.o
# with the samples' flags, against the built kernel's vmlinux.h (the kernel
# is built first if there is none); "make shell" boots the guest to a shell
# with FILTERS in /filters. SHELL_TIMEOUT (seconds) ends it, for scripts.
FILTERS		?= $(B)/filters
SHELL_TIMEOUT	?= 0
filter: deps
	@[ -n "$(SRC)" ] || { echo "make filter SRC=my_filter.c (a BPF C file)"; exit 1; }
	@[ -f "$(SRC)" ] || { echo "make filter: no file $(SRC)"; exit 1; }
	@[ -f $(VMLINUX) ] || $(MAKE) -s --no-print-directory kernel
	@$(MAKE) -s --no-print-directory $(VMLINUX_H)
	@mkdir -p $(FILTERS)
	clang $(BPF_CFLAGS) -c $(abspath $(SRC)) -o $(FILTERS)/$(basename $(notdir $(SRC))).o
	@echo "make filter: $(FILTERS)/$(basename $(notdir $(SRC))).o; make shell puts it in /filters"

shell: initramfs
	@$(TOP)/tools/vm/guest-shell.sh $(BZIMAGE) $(INITRAMFS) $(FILTERS) $(SHELL_TIMEOUT)

# Never over unexported kernel work: make export first, or FORCE=1.
clean:
	@[ -n "$(FORCE)" ] || $(TOP)/tools/series/kernel-tree.sh check-exported || { \
		echo "make clean: build/linux holds work that patches/ lacks;" \
		     "make export first, or make clean FORCE=1 to drop it"; \
		exit 1; }
	rm -rf $(B)
