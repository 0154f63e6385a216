# SPDX-License-Identifier: GPL-2.0
# tools/lib.sh: the one parser of "N passed, N failed" lines, and the KTAP
# parts of a run (run_part, run_check, ktap_end) count what they must: a
# part without a result line, or with failures, fails the run.
set -eu
. "$(dirname "$0")/../../tools/lib.sh"
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT

[ "$(result_counts 'guest: 12 passed, 3 failed')" = "12 3" ]
[ "$(result_counts '40 passed, 0 failed')" = "40 0" ]
[ "$(result_counts '# host: 1 passed, 0 failed')" = "1 0" ]
[ -z "$(result_counts 'guest: 12 passed, 3 failed, 1 skipped')" ]
[ -z "$(result_counts 'ok 3 passed, failed')" ]
printf 'guest: 3 passed, 0 failed\r\nverdict: 3 passed, 1 failed\r\nqemu: bye\n' >"$d/log"
[ "$(last_result "$d/log")" = "3 1" ]
[ "$(last_result_of "$d/log" 'guest: ')" = "3 0" ]

# A run of three parts: one clean, one failing one of its checks, one that
# died without a result line; and a single check that failed.
part() { printf 'KTAP version 1\n1..%s\nx: %s passed, %s failed\n' "$1" "$2" "$3"; return "$4"; }
died() { echo "segfault"; return 139; }
(
	ktap_begin 4
	run_part "clean" "$d/p1" part 2 2 0 0
	fails run_part "one failure" "$d/p2" part 3 2 1 1
	fails run_part "died" "$d/p3" died
	fails run_check "check" "$d/p4" false
	ktap_end
) >"$d/out" && { cat "$d/out"; echo "a failing run passed"; exit 1; }
cat "$d/out"
grep -qx 'KTAP version 1' "$d/out"
grep -qx '1..4' "$d/out"
grep -qx 'ok 1 clean' "$d/out"
grep -qx 'not ok 2 one failure' "$d/out"
grep -qx '# segfault' "$d/out"
grep -qE '^not ok 3 died # ERROR no result line' "$d/out"
grep -qx 'not ok 4 check' "$d/out"
# 2 + 2 passed; 0 + 1 + 1 (died) + 1 (check) failed; the last line says so.
[ "$(tail -n 1 "$d/out")" = "4 passed, 3 failed" ]
