#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# shard-weights.sh WHAT LOG... -- the weights file of lib.sh's shard_plan,
# on standard output, from guest runs' output (the runner's "ok N
# suite/NN-name.tc: ... (S s)" lines, as in build/test-output-*.log):
# "suite/NN-name S+1" for each test (the second more is the reset before
# it); a test that timed out counts the runner's limit, one that failed
# without saying its time nothing. WHAT names the runs in the header.
#   tools/vm/shard-weights.sh "make test, $(date +%F)" build/test-output-*.log \
#       >selftests/guest/weights
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 WHAT LOG..." >&2; exit 2; }
what=$1
shift
for log in "$@"; do
	[ -r "$log" ] || { echo "shard-weights: cannot read $log" >&2; exit 1; }
done
lines=$(cat "$@" | tr -d '\r' | sed -E 's/^(# )+//' | awk '
	/^(not )?ok [0-9]+ [a-z0-9-]+\/[^ ]+\.tc: / {
		name = $0
		sub(/^(not )?ok [0-9]+ /, "", name)
		sub(/\.tc: .*/, "", name)
		secs = 0
		if (match($0, /\([0-9]+ s\)$/))
			secs = substr($0, RSTART + 1, RLENGTH - 4)
		else if (match($0, /TIMEOUT [0-9]+ seconds$/))
			secs = substr($0, RSTART + 8, RLENGTH - 16)
		if (!(name in w)) order[++n] = name
		w[name] = secs + 1
	}
	END { for (i = 1; i <= n; i++) print order[i], w[order[i]] }')
[ -n "$lines" ] || { echo "shard-weights: no test results in $*" >&2; exit 1; }
cat <<HDR
# Seconds each guest test took, plus one for the reset before it, for
# tools/lib.sh's shard_plan to balance the guests run side by side.
# From $what, by tools/vm/shard-weights.sh.
HDR
echo "$lines"
