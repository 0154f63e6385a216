#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# check-bisect.sh -- build every commit of the series on its own, in a
# worktree of build/linux (build/bisect), so that each patch is known to
# build. Incremental from one commit to the next; uses ccache.
# CHECK_BISECT_FROM=REV starts at REV (a commit of the series) instead of
# the first patch: after changes to the last patches only.
set -euo pipefail

. "$(dirname "$0")/../lib.sh"
tree=$ktree
wt=$b/bisect

[ -d "$wt/.git" ] || [ -f "$wt/.git" ] ||
	git -C "$tree" worktree add -q --detach "$wt" base
from=base
[ -z "${CHECK_BISECT_FROM:-}" ] ||
	from=$(git -C "$tree" rev-parse "${CHECK_BISECT_FROM}~1")
n=0
for c in $(git -C "$tree" rev-list --reverse "$from"..HEAD); do
	n=$((n + 1))
	git -C "$wt" checkout -q --detach "$c"
	echo "check-bisect: $(git -C "$wt" log -1 --format='%h %s')"
	mapfile -t frags < <(base_fragments "$wt")
	if ! KTREE=$wt "$top/tools/series/kernel-build.sh" "$wt/.out" "${frags[@]}" \
		>"$b/bisect.log" 2>&1; then
		grep -E 'error|Error' "$b/bisect.log" | head -n 20
		echo "check-bisect: FAILED at $c"
		exit 1
	fi
done
# The claim the cover letter may make, as this run makes it: how many
# commits, from which subject to which, of how many, and when.
first=$(git -C "$tree" log -1 --format=%s "$(git -C "$tree" rev-list --reverse "$from"..HEAD | head -n 1)")
echo "check-bisect: each of $n commits built alone, \"$first\" to" \
	"\"$(git -C "$tree" log -1 --format=%s HEAD)\", of the series' $(git -C "$tree" rev-list --count base..HEAD)," \
	"on $(date -u +%Y-%m-%d) (bzImage, vmlinux and modules, kernel-config/base*.config and writes.config)"
