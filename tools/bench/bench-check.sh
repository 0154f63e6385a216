#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# bench-check.sh LOG -- the bench's output, from a small run, is sane: every
# row is there with positive figures, and they are ordered as they must be
# (tracing on costs more than no tracing, the interpreter more than the
# JIT, tracing off again less than tracing on, keeping all more than
# tracing on, a BPF drop less than a record and a tp_btf drop less than a
# predicate drop, and the same for kprobe and syscall events, a mark and a
# trace_marker write more than none), and the
# guest reported no error. No timing thresholds.
set -uo pipefail
. "$(dirname "$0")/../lib.sh"
bench_rows
log=$1
declare -A per
while read -r _ row _ _ p; do
	per[$row]=${p#ns_per_iter=}
done < <(grep -aE '^bench: [a-z_]+ iterations=[0-9]+ ns=[0-9]+ ns_per_iter=[0-9.]+$' "$log" | tr -d '\r')
bad=0
for r in "${rows[@]}"; do
	if [ -z "${per[$r]:-}" ]; then
		echo "bench-check: row $r missing"; bad=1
	elif ! awk -v v="${per[$r]}" 'BEGIN { exit !(v > 0) }'; then
		echo "bench-check: row $r not positive: ${per[$r]}"; bad=1
	fi
done
[ $bad -eq 0 ] || exit 1
more() { # more A B: row A costs more than row B
	awk -v a="${per[$1]}" -v b="${per[$2]}" 'BEGIN { exit !(a > b) }' ||
		{ echo "bench-check: $1 (${per[$1]}) should cost more than $2 (${per[$2]})"; bad=1; }
}
# The guest says "bench: error: ..." when a row did not measure what it
# names (an "interpreter" row that ran JITed code, a filter that did not
# load): the figures of such a run mean nothing.
if grep -aq '^bench: error' "$log"; then
	grep -a '^bench: error' "$log" | sed 's/^/bench-check: guest said: /'
	bad=1
fi
more tracing_on bare
more bpf_interp bpf_jit
more tracing_on tracing_off
more bpf_keep_all tracing_on	# the filter's run on top of the record
more tracing_on bpf_jit		# dropped before the reserve: cheaper than a record
more tracing_on bpf_link_jit	# the same, attached by a bpf_link
more predicate bpf_btf_jit	# the series' claim, against the upstream filter
more open_event open_bare	# a kprobe event's record costs an open something
more open_inode_cold open_inode_warm	# what the inode cache is for
more open_kprobe_pred open_kprobe_bpf	# a kprobe event's predicate runs after the record
more sys_event open_bare	# so does a syscall event's
more sys_event sys_bpf		# a syscall event dropped before the reserve
more sys_pred sys_bpf		# the claim, for syscall events
more up_event up_bare		# a uprobe hit costs something
more up_pred up_bpf		# the claim, for uprobe events
more bpf_mark bpf_jit		# a mark is a record: it costs a dropping filter something
more mk_marker mk_bare		# and so does trace_marker's
[ $bad -eq 0 ] && echo "bench-check: ${#rows[@]} rows, positive, ordered"
exit $bad
