# SPDX-License-Identifier: GPL-2.0
# console-verdict.sh passes a clean log with a clean result line and fails
# every other kind: splats, failures, no result, time-out, no power-off.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
v=$top/tools/vm/console-verdict.sh
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
off='[   12.3] reboot: Power down'
mk() { printf '%s\n' "$@" >"$d/log"; }
pass() { "$v" -r "$d/log" >"$d/out" || { cat "$d/out"; echo "wrongly failed: $1"; exit 1; }; }
reject() { ! "$v" -r "$d/log" >"$d/out" || { cat "$d/out"; echo "wrongly passed: $1"; exit 1; }; }

mk "boot" "ok 1 - a" "guest: 3 passed, 0 failed" "$off"
pass clean
grep -qx 'verdict: 3 passed, 0 failed' "$d/out"
mk "guest: 2 passed, 1 failed" "$off"
reject "a failed guest test"
grep -qx 'verdict: 2 passed, 1 failed' "$d/out"
mk "WARNING: CPU: 1 PID: 77 at kernel/trace/x.c:12 f+0x1/0x2" "guest: 3 passed, 0 failed" "$off"
reject "a WARN"
grep -qx 'verdict: 3 passed, 1 failed' "$d/out"
mk "BUG: kernel NULL pointer dereference, address: 0000000000000008" "guest: 3 passed, 0 failed" "$off"
reject "an oops"
mk "Kernel panic - not syncing: VFS: Unable to mount root fs"
reject "a panic"
mk "boot" "$off"
reject "no result line"
mk "guest: 3 passed, 0 failed" "qemu-run: TIMEOUT after 10s"
reject "a time-out"
mk "guest: 3 passed, 0 failed"
reject "no power-off"
mk "BUG: KASAN: slab-use-after-free in f+0x1/0x2" "guest: 3 passed, 0 failed" "$off"
reject "a KASAN report"
mk "unreferenced object 0xffff888003a1c000 (size 64):" "guest: 3 passed, 0 failed" "$off"
reject "a kmemleak report"
mk "=============================" "WARNING: suspicious RCU usage" "guest: 1 passed, 0 failed" "$off"
reject "an RCU splat"
