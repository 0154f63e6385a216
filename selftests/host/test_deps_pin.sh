# SPDX-License-Identifier: GPL-2.0
# deps.sh, once the archive has moved past the pinned linux-source of the
# base (here a pin no archive has): with everything installed, it keeps
# the one there, says so, and runs no apt (so needs no root). Runs after
# make deps, as make test does, for the base make test builds.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
kbase=${KBASE:-7.2}
out=$("$top/tools/deps.sh" "$kbase" 0.0-not-in-any-archive)
echo "$out"
echo "$out" | grep -qF "deps: linux-source-$kbase "
echo "$out" | grep -q " (the pinned 0.0-not-in-any-archive is not in the archive)$"
