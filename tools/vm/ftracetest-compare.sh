#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# ftracetest-compare.sh -- upstream's ftracetest in full on the patched
# kernel and on the unpatched base built with the same config, in the same
# guest root (whose ftracetest is the patched tree's: upstream's cases and
# the series' bpf-filter-*.tc), and every case whose result differs. The
# base tree is a worktree of build/linux at its tag "base" (or at the
# series' fix FTCOMPARE_AT names), built in build/linux-base/.out. Differences in upstream's cases fail; the series'
# own cases are listed (UNSUPPORTED on the base, as they should be).
# Ends with "ftracetest-compare: N passed, N failed". It builds a base
# kernel (ccache helps little: the series changes widely included
# headers) and runs ftracetest in full twice.
set -uo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
. "$top/tools/lib.sh"
base=$b/linux-base

if [ -n "${FTCOMPARE_AT:-}" ]; then
	# The base with the fixes it needs to run ftracetest (FTCOMPARE_AT)
	"$top/tools/series/kernel-tree.sh" at "$base" "$FTCOMPARE_AT" ||
		{ echo "ftracetest-compare: no worktree at $base"; exit 1; }
elif [ ! -d "$base" ]; then
	git -C "$b/linux" worktree add --detach "$base" base >/dev/null ||
		{ echo "ftracetest-compare: no worktree at $base"; exit 1; }
fi
mapfile -t frags < <(base_fragments "$base")
KTREE=$base "$top/tools/series/kernel-build.sh" "$base/.out" "${frags[@]}" ||
	{ echo "ftracetest-compare: the base kernel did not build"; exit 1; }

run() { # run NAME BZIMAGE: the ftcase lines of a full run in $b/ftfull-NAME.cases
	"$top/tools/vm/qemu-run.sh" -k "$2" -i "$b/initramfs.cpio.gz" -t 2400 \
		-l "$b/ftfull-$1-console.log" \
		-a "guest.mode=test guest.tests=ftrace-full guest.tc_timeout=2300" \
		>"$b/ftfull-$1.log" 2>&1
	# "[RESULT] description" in the order of the run; a description two
	# upstream cases share gets its rank ("#2"), so that they pair up
	sed -n 's/^ftcase: //p' "$b/ftfull-$1.log" |
		awk '{ d = $0; sub(/^\[[A-Z]*\] /, "", d); if (n[d]++) $0 = $0 " #" n[d]; print }' |
		sort >"$b/ftfull-$1.cases"
	sed -n 's/^ftsummary: /# '"$1"': /p' "$b/ftfull-$1.log"
	echo "# $1: $(wc -l <"$b/ftfull-$1.cases") cases," \
		"$(grep -c '^\[PASS\]' "$b/ftfull-$1.cases") passed"
}
run patched "$b/linux/.out/arch/x86/boot/bzImage"
run base "$base/.out/arch/x86/boot/bzImage"

# Each case by description: the two results side by side where they differ.
join -t $'\t' -a1 -a2 -e MISSING -o 0,1.2,2.2 \
	<(sed 's/^\[\([A-Z]*\)\] \(.*\)/\2\t\1/' "$b/ftfull-patched.cases" | sort -t $'\t' -k1,1) \
	<(sed 's/^\[\([A-Z]*\)\] \(.*\)/\2\t\1/' "$b/ftfull-base.cases" | sort -t $'\t' -k1,1) |
	awk -F '\t' '$2 != $3' >"$b/ftfull-diff.txt"
ours=$(grep -c -i 'bpf filter\|bpf-filter\|eBPF' "$b/ftfull-diff.txt" || true)
theirs=$(grep -v -c -i 'bpf filter\|bpf-filter\|eBPF' "$b/ftfull-diff.txt" || true)
sed 's/^/# differs (case, patched, base): /' "$b/ftfull-diff.txt"
ktap_begin 2
[ -s "$b/ftfull-patched.cases" ] && [ -s "$b/ftfull-base.cases" ]
ktap_check $? "both kernels ran ftracetest in full"
[ "$theirs" -eq 0 ]
ktap_check $? "upstream's cases: the same result on both ($theirs differ; the series' own: $ours)"
ktap_end "ftracetest-compare: "
