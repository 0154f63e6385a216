#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# guest-shell.sh BZIMAGE INITRAMFS FILTERS TIMEOUT -- what "make shell" runs:
# the guest root plus the BPF objects of directory FILTERS (in /filters),
# booted to an interactive shell on the serial console. TIMEOUT seconds (0:
# none) end it; so do "poweroff -f" in the guest and Ctrl-A X (QEMU's).
# The console is kept in build/shell-console.log. QEMU is started by
# tools/vm/qemu-run.sh -s, the launcher of every guest.
set -euo pipefail
. "$(dirname "$0")/../lib.sh"
kernel=$1 initrd=$2 filters=$3 limit=$4
out=$b/shell.cpio.gz
log=$b/shell-console.log

# The kernel unpacks concatenated cpio archives in order: the guest root,
# then /filters with the objects as they are now.
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
mkdir -p "$root/filters"
n=0
if [ -d "$filters" ]; then
	for o in "$filters"/*.o; do
		[ -e "$o" ] || continue
		cp "$o" "$root/filters/"
		n=$((n + 1))
	done
fi
{
	cat "$initrd"
	(cd "$root" && find filters | cpio -o -H newc -R 0:0 --quiet) | gzip -1 -n
} >"$out"

echo "make shell: $n object(s) of $filters in /filters; booting (half a minute"
echo "under TCG). In the guest: tracefs at /sys/kernel/tracing, the samples in"
echo "/bpf, bpftool; 'poweroff -f' leaves, Ctrl-A X stops QEMU."
"$top/tools/vm/qemu-run.sh" -s -t "$limit" -k "$kernel" -i "$out" -l "$log" \
	-a "quiet guest.mode=shell"
