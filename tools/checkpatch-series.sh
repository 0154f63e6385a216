#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# checkpatch-series.sh KTREE -- scripts/checkpatch.pl --strict on every
# patch in patches/series. Fails on any error, warning or check that
# patches/checkpatch-accepted does not accept with a written reason:
#
#   <patch file> <TYPE> <reason, required>
set -uo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
tree=$1
pdir=$top/patches
accepted=$pdir/checkpatch-accepted
bad=0 n=0

while read -r f; do
	case "$f" in ''|'#'*) continue ;; esac
	n=$((n + 1))
	ignore=$(awk -v f="$f" '$1 == f && NF >= 3 { print $2 }' "$accepted" 2>/dev/null | paste -sd, -)
	# spdxcheck.py wants ply and git: Debian's python3 has them.
	out=$(cd "$tree" && PATH=/usr/bin:$PATH ./scripts/checkpatch.pl --strict --show-types --terse \
		--no-summary ${ignore:+--ignore "$ignore"} "$pdir/$f" 2>&1)
	if [ -n "$out" ]; then
		echo "$out"
		bad=1
	else
		echo "checkpatch: $f clean${ignore:+ (accepted: $ignore)}"
	fi
done <"$pdir/series"
if [ -f "$accepted" ] && awk 'NF > 0 && $1 !~ /^#/ && NF < 3' "$accepted" | grep -q .; then
	echo "checkpatch: $accepted has entries without a reason"
	bad=1
fi
[ $bad -eq 0 ] && echo "checkpatch: $n patches pass --strict"
exit $bad
