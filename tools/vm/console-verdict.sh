#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# console-verdict.sh [-r] LOG -- judge a guest console log.
#
# Fails on a kernel splat (panic, oops, BUG, WARN, sanitizer, lockdep, RCU
# stall or hung task report), on a time-out, on a guest that never powered
# off, and, with -r, on a missing result line or one that counts failures.
# Prints the splats found and, with -r, "verdict: N passed, N failed" where
# a bad kernel log adds one failure.
set -uo pipefail
. "$(dirname "$0")/../lib.sh"

want_result=0
[ "${1:-}" = "-r" ] && { want_result=1; shift; }
log=$1

splat_re='Kernel panic|BUG:|Oops|WARNING:|general protection fault|kernel BUG|UBSAN:|KASAN:|KFENCE:|unreferenced object|possible recursive locking|possible circular locking|inconsistent lock state|suspicious RCU usage|rcu_sched detected stall|rcu: INFO:|INFO: task .* blocked|Call Trace:|sleeping function called from invalid context|stack-protector|double fault'

bad=0
why=()
splats=$(grep -nE "$splat_re" "$log" | head -n 20)
if [ -n "$splats" ]; then
	bad=1
	why+=("kernel log has splats")
	echo "verdict: kernel splats in $log:"
	echo "$splats" | sed 's/^/  /'
fi
if grep -q 'qemu-run: TIMEOUT' "$log"; then
	bad=1
	why+=("time-out")
elif ! grep -qE 'reboot: Power down|ACPI: PM: Preparing to enter system sleep state S5' "$log"; then
	bad=1
	why+=("guest did not power off")
fi

passed=0 failed=0
if [ $want_result -eq 1 ]; then
	counts=$(last_result_of "$log" "guest: ")
	if [ -z "$counts" ]; then
		bad=1
		why+=("no result line")
	else
		read -r passed failed <<<"$counts"
	fi
fi

if [ $bad -ne 0 ]; then
	echo "verdict: FAIL (${why[*]})"
	failed=$((failed + 1))
elif [ "$failed" -ne 0 ]; then
	echo "verdict: FAIL ($failed guest tests failed)"
else
	echo "verdict: OK"
fi
[ $want_result -eq 1 ] && echo "verdict: $passed passed, $failed failed"
[ $bad -eq 0 ] && [ "$failed" -eq 0 ]
