# SPDX-License-Identifier: GPL-2.0
# kernel-tree.sh on a toy "kernel": sync applies the series, check-exported
# catches commits and uncommitted edits that patches/ lacks, export writes
# them back (keeping the cover letter), and a changed patches/ is re-applied
# while local work is never thrown away.
set -eu
. "$(dirname "$0")/../../tools/lib.sh"
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
mkdir -p "$d/src/linux-toy/kernel" "$d/patches"
echo "int a;" >"$d/src/linux-toy/kernel/a.c"
tar -C "$d/src" -cJf "$d/toy.tar.xz" linux-toy
echo "cover" >"$d/patches/0000-cover-letter.patch"
export KTREE=$d/tree KTARBALL=$d/toy.tar.xz KPATCHES=$d/patches KBASE_VERSION=1.0
kt=$top/tools/series/kernel-tree.sh
id=(-c user.name=t -c user.email=t@t)

"$kt" sync
"$kt" check-exported
test "$(git -C "$KTREE" describe --tags)" = base

echo "int b;" >>"$KTREE/kernel/a.c"
fails "$kt" check-exported >"$d/out"
grep -q "uncommitted changes" "$d/out"
git -C "$KTREE" "${id[@]}" commit -q -am "toy: add b" -m "Signed-off-by: t <t@t>"
fails "$kt" check-exported >"$d/out"
grep -q "differ from patches" "$d/out"
"$kt" sync | grep -q "unexported work"
"$kt" export
"$kt" check-exported
test -f "$d/patches/0001-toy-add-b.patch"
grep -qx "0001-toy-add-b.patch" "$d/patches/series"
test "$(cat "$d/patches/0000-cover-letter.patch")" = cover

# Exporting again changes no byte.
cp -r "$d/patches" "$d/patches.1"
"$kt" export
diff -r "$d/patches.1" "$d/patches"

# A changed patches/ (say, a git pull) is re-applied on a clean tree ...
git -C "$KTREE" "${id[@]}" commit -q --amend -m "toy: add b, renamed" -m "Signed-off-by: t <t@t>"
"$kt" export
cp -r "$d/patches" "$d/patches.2"
rm -rf "$d/patches" && cp -r "$d/patches.1" "$d/patches"
"$kt" sync | grep -q "re-applying"
test "$(git -C "$KTREE" log -1 --format=%s)" = "toy: add b"
"$kt" check-exported

# ... but not over local work: sync refuses and keeps the commit.
echo "int c;" >>"$KTREE/kernel/a.c"
git -C "$KTREE" "${id[@]}" commit -q -am "toy: add c" -m "Signed-off-by: t <t@t>"
rm -rf "$d/patches" && cp -r "$d/patches.2" "$d/patches"
fails "$kt" sync
test "$(git -C "$KTREE" log -1 --format=%s)" = "toy: add c"

# make clean refuses while the tree holds work patches/ lacks (the commit
# above); FORCE=1 drops it.
mkdir -p "$d/b"
fails make -s -C "$top" clean B="$d/b" KTREE="$KTREE" >"$d/out" 2>&1
grep -q "make export first" "$d/out"
test -d "$d/b"
make -s -C "$top" clean B="$d/b" KTREE="$KTREE" FORCE=1 >/dev/null
test ! -d "$d/b"
