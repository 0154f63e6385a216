# SPDX-License-Identifier: GPL-2.0
# deps.sh, once the archive has moved past the pinned linux-source-6.12
# (here a pin no archive has): with everything installed, it keeps the
# 6.12 there, says so, and runs no apt (so needs no root). Runs after
# make deps, as make test does.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
out=$("$top/tools/deps.sh" 0.0-not-in-any-archive)
echo "$out"
echo "$out" | grep -q "^deps: linux-source-6.12 .* (the pinned 0.0-not-in-any-archive is not in the archive)$"
