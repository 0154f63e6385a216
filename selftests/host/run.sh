#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
# Host-side unit tests: every test_*.sh in selftests/host (or in the
# directory given, e.g. selftests/host/build for the tests that need the
# kernel tree and the BPF objects built), each a test of its own (exit 0
# passes). Ends with "host: N passed, N failed".
set -uo pipefail
here=${1:-$(cd "$(dirname "$0")" && pwd)}
pass=0 fail=0
for t in "$here"/test_*.sh; do
	name=$(basename "$t" .sh)
	if out=$(bash "$t" 2>&1); then
		pass=$((pass + 1))
		echo "ok - $name"
	else
		fail=$((fail + 1))
		echo "not ok - $name"
		echo "$out" | sed 's/^/#   /' | tail -n 30
	fi
done
echo "host: $pass passed, $fail failed"
[ $fail -eq 0 ]
