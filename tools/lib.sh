# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash
#
# tools/lib.sh -- sourced by the host scripts (tools/*.sh, selftests/host,
# .ci/run): the paths the Makefile uses, KTAP output as kselftest prints it
# (Documentation/dev-tools/ktap.rst), and the one parser of the
# "N passed, N failed" lines every run ends with.

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
b=$top/build
ktree=$b/linux

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
	[ "${counts#* }" -eq 0 ] || rc=1
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

# The rows of "make bench" (tools/bench-rows): bench_rows fills the array
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
	done <"$top/tools/bench-rows"
}
