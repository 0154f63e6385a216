# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# tools/lib.sh -- sourced by the host scripts (tools/*.sh, selftests/host,
# .ci/run): the paths the Makefile uses, KTAP output as kselftest prints it
# (Documentation/dev-tools/ktap.rst), and the one parser of the
# "N passed, N failed" lines every run ends with.

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The base's build directory and tree (the Makefile's B, KTREE)
b=${B:-$top/build}
ktree=${KTREE:-$b/linux}
# base_fragments [TREE]: the config fragments of the base's kernel, as
# mk/kernel.mk's FRAGMENTS (kernel-config/base*.config, then
# kernel-config/KBASE/base.config), and kernel-config/writes.config where
# TREE (build/linux by default) has the writes' option: not at the base,
# nor at the commits of the series before "tracing: Read BPF objects
# written to event filter files"
base_fragments() {
	local f tree=${1:-$ktree}

	for f in "$top"/kernel-config/base*.config \
		 "$top/kernel-config/${KBASE:-}/base.config"; do
		[ -f "$f" ] && echo "$f"
	done
	if grep -qs '^config BPF_EVENT_FILTER_WRITE$' "$tree/kernel/trace/Kconfig"; then
		echo "$top/kernel-config/writes.config"
	fi
}

# debian_sources SUITE...: a sources.list of SUITE's main on the Debian
# mirror this machine's apt uses, signed by Debian's archive key: for apt
# runs of our own on suites the system lacks (tools/deps.sh,
# tools/series/pahole.sh).
debian_sources() {
	local mirror s
	# shellcheck disable=SC2016 # apt's own $(...) syntax
	mirror=$(apt-get indextargets --format '$(REPO_URI)' 'Identifier: Packages' 2>/dev/null |
		grep -m1 '/debian/$' || echo http://deb.debian.org/debian/)
	for s in "$@"; do
		echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror $s main"
	done
}

# result_counts LINE: "P F" when LINE ends "N passed, N failed" (a prefix
# such as "guest: " or "verdict: " is allowed), else nothing.
result_counts() {
	sed -nE 's/^(.*[^0-9])?([0-9]+) passed, ([0-9]+) failed$/\2 \3/p' <<<"$1"
}

# last_result FILE: "P F" of the last result line in FILE, or nothing;
# last_result_of FILE PREFIX: the same of the lines that start with PREFIX.
last_result() {
	last_result_of "$1" ""
}

last_result_of() {
	local line
	line=$(tr -d '\r' <"$1" | grep -aE "^$2(.*[^0-9])?[0-9]+ passed, [0-9]+ failed\$" | tail -n 1)
	[ -n "$line" ] && result_counts "$line"
}

# KTAP: ktap_begin [N] prints the version line and the plan; ktap_result
# RC NAME [DIRECTIVE] numbers one result line ("ok" when RC is 0); tally P F
# adds to the totals of passed and failed checks that ktap_end prints, last,
# as "# Totals: ..." and "[PREFIX]P passed, F failed". A test counts as
# one check; a part of a run (test-all.sh) counts the checks it ran.
ktap_n=0
ktap_passed=0
ktap_failed=0

ktap_begin() {
	echo "KTAP version 1"
	[ -z "${1:-}" ] || echo "1..$1"
}

ktap_result() {
	local rc=$1 name=$2 directive=${3:-}
	ktap_n=$((ktap_n + 1))
	# A description holds no '#': that starts a directive.
	name=${name//#/}
	if [ "$rc" -eq 0 ]; then
		echo "ok $ktap_n $name${directive:+ # $directive}"
	else
		echo "not ok $ktap_n $name${directive:+ # $directive}"
	fi
}

tally() {
	ktap_passed=$((ktap_passed + $1))
	ktap_failed=$((ktap_failed + $2))
}

# ktap_check RC NAME: one check, numbered and counted.
ktap_check() {
	ktap_result "$1" "$2" "${3:-}"
	if [ "$1" -eq 0 ]; then tally 1 0; else tally 0 1; fi
}

# run_part NAME LOG CMD...: a part of a run whose output ends with its own
# result line: shown as KTAP diagnostics ("# " before each line, as
# kselftest's runner shows a test's output), kept in LOG, its checks
# counted. A part that fails without a result line counts one failure.
run_part() {
	local name=$1 log=$2 rc counts
	shift 2
	echo "# $name"
	"$@" 2>&1 | tee "$log" | sed -u 's/^/# /'
	rc=${PIPESTATUS[0]}
	counts=$(last_result "$log")
	if [ -z "$counts" ]; then
		tally 0 1
		ktap_result 1 "$name" "ERROR no result line (log $log)"
		return 1
	fi
	# shellcheck disable=SC2086 # two numbers
	tally $counts
	if [ "${counts#* }" -ne 0 ]; then
		rc=1
	elif [ "$rc" -ne 0 ]; then
		# It failed after a clean count (a verdict on the console, a
		# guest killed after its result line): one failure more.
		tally 0 1
	fi
	ktap_result "$rc" "$name"
	return "$rc"
}

# run_check NAME LOG CMD...: a part that is one check (passes when CMD
# exits 0), its output shown as diagnostics and kept in LOG.
run_check() {
	local name=$1 log=$2 rc
	shift 2
	echo "# $name"
	"$@" 2>&1 | tee "$log" | sed -u 's/^/# /'
	rc=${PIPESTATUS[0]}
	ktap_check "$rc" "$name"
	return "$rc"
}

ktap_end() {
	echo "# Totals: pass:$ktap_passed fail:$ktap_failed xfail:0 xpass:0 skip:0 error:0"
	echo "${1:-}$ktap_passed passed, $ktap_failed failed"
	[ "$ktap_failed" -eq 0 ]
}

# fails CMD...: CMD must fail (for the tests: "! cmd" would not stop set -e).
fails() {
	if "$@"; then
		echo "unexpectedly succeeded: $*"
		exit 1
	fi
}

# The rows of "make bench" (tools/bench/bench-rows): bench_rows fills the array
# rows with their ids and the associative arrays label and short.
bench_rows() {
	local id s l
	rows=()
	declare -gA label short
	while IFS=$'\t' read -r id s l; do
		case "$id" in "#"* | "") continue ;; esac
		rows+=("$id")
		short[$id]=$s
		label[$id]=$l
	done <"$top/tools/bench/bench-rows"
}

# Guest suites in shards. Under TCG with thread=single a guest runs on one
# host core, so N guests side by side could take the time of the longest
# on N cores (not on this 2-core machine, where two each ran 1.5 to 2
# times slower: see Documentation/testing.md). Each shard is a whole guest run (boot, reset
# between tests, leak scan at the end), judged as one would be alone.
# GUEST_SUITES (for tests): where the suites are.

# shard_plan N WEIGHTS SUITE...: N lines at most, each the comma-separated
# tests of one shard (SUITE/NAME, as the guest runner takes them). Every
# test of the suites is in exactly one line. A test whose script says
# "# after: NAME" stays right after NAME of its suite, in its shard
# (controls/51 checks what 50 left). Each test weighs its seconds in
# WEIGHTS ("SUITE/NAME SECONDS" lines, tools/vm/shard-weights.sh; 30 if it
# is not there); the heaviest go first to the lightest shard, and a
# shard keeps the order the suites and their tests were given in. With
# N 1, or with a SUITE/PREFIX word, the words are one shard, as given.
shard_plan() {
	local n=$1 weights=$2 s t name after units=() i
	local guest_suites=${GUEST_SUITES:-$top/selftests/guest}
	shift 2
	[[ $n =~ ^[1-9][0-9]?$ ]] || { echo "shard_plan: '$n' shards: want 1 to 99" >&2; return 1; }
	[ -r "$weights" ] || { echo "shard_plan: no weights file $weights" >&2; return 1; }
	[ $# -gt 0 ] || { echo "shard_plan: no suites" >&2; return 1; }
	if [ "$n" -le 1 ] || [[ "$*" == */* ]]; then
		echo "$*" | tr ' ' ,
		return
	fi
	for s in "$@"; do
		if [ ! -d "$guest_suites/$s" ]; then
			units+=("$s")	# the runner reports it missing
			continue
		fi
		for t in "$guest_suites/$s"/*.tc; do
			name=${t##*/}
			name=${name%.tc}
			after=$(sed -n 's/^# after: //p' "$t" | head -n 1)
			i=$((${#units[@]} - 1))
			if [ -n "$after" ] && [ "$i" -ge 0 ] &&
			   [ "${units[$i]##*,}" = "$s/$after" ]; then
				units[i]+=",$s/$name"
			else
				units+=("$s/$name")
			fi
		done
	done
	printf '%s\n' "${units[@]}" | awk -v n="$n" -v wf="$weights" '
		BEGIN {
			while ((getline l < wf) > 0) {
				if (l ~ /^#/ || split(l, f) < 2) continue
				w[f[1]] = f[2]
			}
		}
		{
			n += 0
			u[NR] = $1
			k = split($1, t, ",")
			for (j = 1; j <= k; j++)
				wt[NR] += (t[j] in w) ? w[t[j]] : 30
		}
		END {
			# Heaviest first, ties in order (a selection: few units).
			for (c = 1; c <= NR; c++) {
				best = 0
				for (i = 1; i <= NR; i++)
					if (!taken[i] && (!best || wt[i] > wt[best]))
						best = i
				taken[best] = 1
				lo = 1
				for (j = 2; j <= n; j++)
					if (load[j] < load[lo]) lo = j
				load[lo] += wt[best]
				shard[best] = lo
			}
			for (j = 1; j <= n; j++) {
				line = ""
				for (i = 1; i <= NR; i++)
					if (shard[i] == j)
						line = line (line == "" ? "" : ",") u[i]
				if (line != "") print line
			}
		}' | shard_short_ids "$guest_suites"
}

# shard_short_ids DIR: each SUITE/NN-name of the lines read as SUITE/NN
# when no other test of SUITE in DIR starts so: the runner takes a prefix,
# and a shard's list stays short on the kernel command line (2048 bytes).
shard_short_ids() {
	local line id ids out
	while IFS= read -r line; do
		out=""
		IFS=, read -r -a ids <<<"$line"
		for id in "${ids[@]}"; do
			if [[ $id =~ ^([^/]+/[0-9][0-9])- ]] &&
			   [ "$(ls "$1/${BASH_REMATCH[1]}"*.tc 2>/dev/null | wc -l)" -eq 1 ]; then
				id=${BASH_REMATCH[1]}
			fi
			out+=${out:+,}$id
		done
		echo "$out"
	done
}

# run_shards NAME OUT CMD SHARD...: runs "CMD I TESTS" for every shard at
# once (I from 1; TESTS as shard_plan prints them), CMD's output in
# OUT-I.raw, then shows them in shard order, each a part of the run
# (run_part, log OUT-I.log). Returns non-zero when any shard failed, or
# when there is none.
run_shards() {
	local name=$1 out=$2 cmd=$3 i=0 rc=0 src pids=() tests
	shift 3
	if [ $# -eq 0 ]; then
		tally 0 1
		ktap_result 1 "$name" "ERROR no shard to run"
		return 1
	fi
	if [ $# -eq 1 ]; then
		echo "# $name: one guest (output in $out-1.raw)"
	else
		echo "# $name: $# guests side by side (output in $out-N.raw)"
	fi
	for tests in "$@"; do
		i=$((i + 1))
		"$cmd" "$i" "$tests" >"$out-$i.raw" 2>&1 &
		pids+=($!)
	done
	# An interrupted run ends its guests, which would go on to their
	# time limits and write into the next run's logs.
	trap 'shard_kill "${pids[@]}"; trap - INT TERM; kill -INT $$' INT TERM
	shard_progress "$name" "$out" $# "${pids[@]}"
	i=0
	for tests in "$@"; do
		i=$((i + 1))
		wait "${pids[i - 1]}"
		src=$?
		run_part "$(shard_name "$name" "$i" $# "$tests")" "$out-$i.log" \
			shard_replay "$out-$i.raw" "$src" || rc=1
	done
	trap - INT TERM
	return "$rc"
}

# shard_progress NAME OUT N PID...: while the shards run, a line a minute
# with what each has passed and failed so far.
shard_progress() {
	local name=$1 out=$2 n=$3 i line t=0
	shift 3
	while shard_alive "$@"; do
		sleep 5
		t=$((t + 5))
		[ $((t % 60)) -eq 0 ] || continue
		line=""
		for i in $(seq 1 "$n"); do
			line+=" shard $i: $(grep -c '^ok ' "$out-$i.raw" 2>/dev/null) ok,"
			line+=" $(grep -c '^not ok ' "$out-$i.raw" 2>/dev/null) not ok;"
		done
		echo "# $name, $((t / 60)) min:${line%;}"
	done
}

shard_alive() { # shard_alive PID...: any of them still runs
	local p
	for p in "$@"; do
		kill -0 "$p" 2>/dev/null && return 0
	done
	return 1
}

shard_kill() { # shard_kill PID...: each with everything it started
	local p c
	for p in "$@"; do
		for c in $(pgrep -P "$p"); do
			shard_kill "$c"
		done
		kill -TERM "$p" 2>/dev/null
	done
}

# shard_name NAME I N TESTS: what a shard's part is called
shard_name() {
	echo "$1, shard $2 of $3: ${4//,/ }"
}

shard_replay() { # shard_replay FILE RC: a finished shard's output and status
	cat "$1"
	return "$2"
}
