#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# checkpatch-series.sh KTREE -- what "make check" runs: KTREE's
# scripts/checkpatch.pl --strict on every patch in patches/series, one
# check each, then the list of accepted warnings itself, then the export
# state (KTREE holds nothing that patches/ lacks). KTAP; ends with
# "check: N passed, N failed".
#
# A patch fails on any error, warning or check that patches/checkpatch-accepted
# does not accept with a written reason. That file names a patch by its
# subject (its "Subject:" line without the "[PATCH n/m]" prefix), so that a
# renumbering of the series leaves it true:
#
#   [<subject>]
#   <TYPE> <reason, required>
#
# An entry fails the list when its subject names no patch of the series,
# when it gives no reason, or when checkpatch no longer raises its TYPE on
# that patch (an acceptance that accepts nothing).
set -uo pipefail
. "$(dirname "$0")/../lib.sh"
tree=$1
pdir=${KPATCHES:-$top/patches}
accepted=$pdir/checkpatch-accepted
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT

# subject_of PATCH: its subject, folded lines joined, without "[PATCH n/m] ".
subject_of() {
	awk '/^$/ { exit }
	     /^Subject: / { s = substr($0, 10); folded = 1; next }
	     folded && /^[ \t]/ { sub(/^[ \t]+/, " "); s = s $0; next }
	     { folded = 0 }
	     END { sub(/^\[[^]]*\] /, "", s); print s }' "$1"
}

# The accepted list as "SUBJECT<TAB>TYPE" lines in $d/accepted, its faults
# in $d/list-errors.
: >"$d/accepted"
awk -v out="$d/accepted" '
	/^[ \t]*(#|$)/ { next }
	/^\[.*\]$/ { s = substr($0, 2, length($0) - 2); next }
	s == "" { print FILENAME ":" FNR ": an entry before any [subject]"; next }
	$1 !~ /^[A-Z][A-Z0-9_]*$/ { print FILENAME ":" FNR ": not a checkpatch TYPE: " $1; next }
	NF < 2 { print FILENAME ":" FNR ": " $1 " without a reason"; next }
	{ print s "\t" $1 >out }' "$accepted" >"$d/list-errors" 2>/dev/null ||
	echo "$accepted: missing" >"$d/list-errors"

mapfile -t files < <(grep -v -e '^#' -e '^[[:space:]]*$' "$pdir/series")
ktap_begin $((${#files[@]} + 2))
: >"$d/subjects" ; : >"$d/raised"
for f in "${files[@]}"; do
	s=$(subject_of "$pdir/$f")
	printf '%s\n' "$s" >>"$d/subjects"
	# spdxcheck.py wants ply and git: Debian's python3 has them.
	(cd "$tree" && PATH=/usr/bin:$PATH ./scripts/checkpatch.pl --strict \
		--show-types --terse --no-summary "$pdir/$f") >"$d/out" 2>&1
	ok=$(awk -F'\t' -v s="$s" '$1 == s { print $2 }' "$d/accepted")
	rc=0 taken=""
	while IFS= read -r line; do
		t=$(sed -nE 's/^[^:]*:[0-9]+: (ERROR|WARNING|CHECK):([A-Z0-9_]+):.*/\2/p' <<<"$line")
		if [ -n "$t" ] && grep -qxF "$t" <<<"$ok"; then
			printf '%s\t%s\n' "$s" "$t" >>"$d/raised"
			taken+=" $t"
		else
			echo "# $line"
			rc=1
		fi
	done <"$d/out"
	taken=$(tr ' ' '\n' <<<"$taken" | sort -u | paste -sd, -)
	ktap_check $rc "checkpatch --strict: $s${taken:+ (accepted: ${taken#,})}"
done

# Every entry names a patch and a TYPE checkpatch raises on it.
while IFS=$'\t' read -r s t; do
	grep -qxF -- "$s" "$d/subjects" ||
		{ echo "$accepted: [$s] names no patch of the series" >>"$d/list-errors"; continue; }
	grep -qxF -- "$s"$'\t'"$t" "$d/raised" ||
		echo "$accepted: [$s] $t: checkpatch raises no $t there" >>"$d/list-errors"
done <"$d/accepted"
sed 's/^/# /' "$d/list-errors"
ktap_check "$([ -s "$d/list-errors" ] && echo 1 || echo 0)" "patches/checkpatch-accepted: every entry a patch's subject, a raised TYPE and a reason"

KTREE=$tree KPATCHES=$pdir "$top/tools/series/kernel-tree.sh" check-exported >"$d/out" 2>&1
rc=$?
sed 's/^/# /' "$d/out"
ktap_check $rc "patches/ holds all of the kernel tree (make export)"
ktap_end "check: "
