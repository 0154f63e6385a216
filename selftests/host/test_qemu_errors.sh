# SPDX-License-Identifier: GPL-2.0
# QEMU's own errors reach the user in every mode of qemu-run.sh: with the
# console on a pipe, and in icount mode (console in a file, QEMU's output
# kept aside); the run fails either way.
set -eu
. "$(dirname "$0")/../../tools/lib.sh"
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
: >"$d/initrd"
for mode in "" -n; do
	fails "$top/tools/vm/qemu-run.sh" $mode -t 60 -k "$d/no-such-kernel" \
		-i "$d/initrd" -l "$d/console.log" >"$d/out" 2>&1
	cat "$d/out"
	grep -q "could not open kernel file '$d/no-such-kernel'" "$d/out"
	grep -q "could not open kernel file" "$d/console.log"
	grep -q '^verdict: FAIL' "$d/out"
done
# The interactive mode (make shell) too: QEMU's error shown, its status
# QEMU's; no verdict there.
fails "$top/tools/vm/qemu-run.sh" -s -t 60 -k "$d/no-such-kernel" \
	-i "$d/initrd" -l "$d/console.log" </dev/null >"$d/out" 2>&1
cat "$d/out"
grep -q "could not open kernel file '$d/no-such-kernel'" "$d/out"
fails grep -q '^verdict:' "$d/out"
