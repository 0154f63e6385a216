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

# shard_plan on a fixture: the exact plan (heaviest first to the lightest
# shard, ties in order, each shard in the suites' order), a "# after:"
# test kept behind its predecessor, 30 for a test without a weight, no
# more shards than tests, SUITE/PREFIX and one shard unsplit, and no plan
# without a weights file.
mkdir -p "$d/g/s" "$d/g/c"
for t in a b c d; do : >"$d/g/s/$t.tc"; done
: >"$d/g/c/50-mess.tc"
printf '# after: 50-mess\n' >"$d/g/c/51-after.tc"
printf '# made by hand\ns/a 5\ns/b 4\ns/c 3\ns/d 3\nc/50-mess 1\nc/51-after 1\n' >"$d/w"
plan() { GUEST_SUITES=$d/g shard_plan "$@"; }
[ "$(plan 2 "$d/w" s)" = "$(printf 's/a,s/d\ns/b,s/c')" ]
[ "$(plan 2 "$d/w" c s)" = "$(printf 's/a,s/d\nc/50,c/51,s/b,s/c')" ]
# a number two tests share stays a full name
: >"$d/g/c/51-other.tc"
[ "$(plan 2 "$d/w" c)" = "$(printf 'c/51-other\nc/50,c/51-after')" ]
rm "$d/g/c/51-other.tc"
fails plan two "$d/w" s
[ "$(plan 5 "$d/w" s | wc -l)" = 4 ]
sed -i '/s\/a/d' "$d/w"
[ "$(plan 2 "$d/w" s)" = "$(printf 's/a\ns/b,s/c,s/d')" ]
[ "$(plan 2 "$d/w" s/b c)" = "s/b,c" ]
[ "$(plan 1 "$d/w" s c)" = "s,c" ]
fails plan 2 "$d/nonexistent" s
# The real suites: each test in exactly one shard, controls/51 behind 50.
g=$top/selftests/guest
all=$(for s in smoke controls bpf ftrace; do ls "$g/$s"/*.tc; done |
	sed -E "s|^$g/||; s|\.tc$||" | sort)
mapfile -t sh < <(shard_plan 2 "$g/weights" smoke controls bpf ftrace)
[ ${#sh[@]} -eq 2 ]
got=$(printf '%s\n' "${sh[@]}" | tr , '\n' | while read -r id; do
	ls "$g/$id"*.tc; done | sed -E "s|^$g/||; s|\.tc$||" | sort)
[ "$got" = "$all" ] || { diff <(echo "$all") <(echo "$got"); exit 1; }
printf '%s\n' "${sh[@]}" | grep -q 'controls/50,controls/51'

# run_shards: the shards run at once; each is a part, shown with its
# output; one that fails, exits non-zero after a clean count, or dies
# without a result line fails the run, and the counts add up; no shard
# at all is a failure.
shard() { # shard I TESTS
	: >"$d/go-$1"
	case $2 in
	ok) printf 'guest: 3 passed, 0 failed\n' ;;
	bad) printf 'guest: 2 passed, 1 failed\n'; return 1 ;;
	lies) printf 'guest: 3 passed, 0 failed\n'; return 1 ;;
	died) echo "qemu died"; return 1 ;;
	wait) # passes only while the other shard runs beside it
		for _ in $(seq 50); do [ -e "$d/go-1" ] && break; sleep 0.1; done
		[ -e "$d/go-1" ] && printf 'guest: 1 passed, 0 failed\n' ;;
	esac
}
(
	ktap_begin 4
	fails run_shards "guest" "$d/s" shard ok bad lies died
	ktap_end
) >"$d/out2" && { cat "$d/out2"; echo "a failing shard passed"; exit 1; }
cat "$d/out2"
grep -qx 'ok 1 guest, shard 1 of 4: ok' "$d/out2"
grep -qx 'not ok 2 guest, shard 2 of 4: bad' "$d/out2"
grep -qx 'not ok 3 guest, shard 3 of 4: lies' "$d/out2"
grep -qE '^not ok 4 guest, shard 4 of 4: died # ERROR no result line' "$d/out2"
grep -qx '# qemu died' "$d/out2"
[ "$(tail -n 1 "$d/out2")" = "8 passed, 3 failed" ]
rm -f "$d"/go-*
(
	ktap_begin 2
	run_shards "guest" "$d/s" shard wait wait
	ktap_end
) >"$d/out3" || { cat "$d/out3"; echo "shards side by side failed"; exit 1; }
[ "$(tail -n 1 "$d/out3")" = "2 passed, 0 failed" ]
(
	ktap_begin 1
	run_shards "guest" "$d/s" shard
	ktap_end
) >"$d/out4" && { cat "$d/out4"; echo "no shard passed"; exit 1; }
grep -qE '^not ok 1 guest # ERROR no shard' "$d/out4"

# shard-weights.sh: seconds plus one, a time-out at its limit, a failure
# without a time at nothing, what is not a test skipped.
cat >"$d/run.log" <<'LOG'
# ok 1 smoke/00-tracefs.tc: mounted (0 s)
# not ok 2 bpf/30-storm.tc: storm # TIMEOUT 900 seconds
not ok 3 bpf/31-stress.tc: stress (exit 1)
ok 4 bpf/32-x.tc: x (12 s)
ok 5 kmemleak: no leak suspected after the suites
LOG
bash "$top/tools/vm/shard-weights.sh" "a fixture" "$d/run.log" >"$d/wout"
[ "$(grep -v '^#' "$d/wout")" = "$(printf 'smoke/00-tracefs 1\nbpf/30-storm 901\nbpf/31-stress 1\nbpf/32-x 13')" ]
grep -q '^# From a fixture' "$d/wout"
