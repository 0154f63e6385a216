#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
# Host-side unit tests: every test_*.sh in selftests/host (or in the
# directory given, e.g. selftests/host/build for the tests that need the
# kernel tree and the BPF objects built), each a test of its own (exit 0
# passes). KTAP output; ends with "host: N passed, N failed".
set -uo pipefail
. "$(dirname "$0")/../../tools/lib.sh"
here=${1:-$top/selftests/host}
tests=("$here"/test_*.sh)
ktap_begin ${#tests[@]}
for t in "${tests[@]}"; do
	name=$(basename "$t" .sh)
	out=$(bash "$t" 2>&1)
	rc=$?
	[ $rc -eq 0 ] || echo "$out" | tail -n 30 | sed 's/^/# /'
	ktap_check $rc "$name"
done
ktap_end "host: "
