# SPDX-License-Identifier: GPL-2.0
# checkpatch-series.sh (make check) on a toy series, with a checkpatch.pl
# that raises what each patch asks for: an accepted warning is looked up
# by the patch's subject (a renumbered series still passes), a warning
# not accepted fails its patch, and the accepted list fails on an entry
# without a reason, naming no patch, or accepting a TYPE not raised.
set -eu
. "$(dirname "$0")/../../tools/lib.sh"
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
mkdir -p "$d/tree/scripts" "$d/patches"
# The toy checkpatch.pl: a patch line "raise: TYPE" is a warning of TYPE.
cat >"$d/tree/scripts/checkpatch.pl" <<'PL'
#!/bin/sh
for f; do case "$f" in -*) ;; *) p=$f ;; esac; done
sed -n "s|^raise: \(.*\)|$p:3: WARNING:\1: toy warning|p" "$p"
PL
chmod +x "$d/tree/scripts/checkpatch.pl"
mkp() { # mkp FILE SUBJECT-LINE-1 SUBJECT-LINE-2 RAISE...
	local f=$1 s1=$2 s2=$3 t
	shift 3
	{
		printf 'From 0 Mon Sep 17 00:00:00 2001\nSubject: [PATCH 1/2] %s\n %s\n\n' "$s1" "$s2"
		for t; do echo "raise: $t"; done
	} >"$d/patches/$f"
}
mkp 0001-a.patch "toy: A long subject" "folded" FOO_TYPE
mkp 0002-b.patch "toy: B" "" 
printf '0001-a.patch\n0002-b.patch\n' >"$d/patches/series"
printf '# c\n[toy: A long subject folded]\nFOO_TYPE it is fine\n' >"$d/patches/checkpatch-accepted"
export KPATCHES=$d/patches
cps() { "$top/tools/series/checkpatch-series.sh" "$d/tree" >"$d/out" 2>&1; }

cps || { cat "$d/out"; exit 1; }
grep -q '^ok 1 checkpatch --strict: toy: A long subject folded (accepted: FOO_TYPE)$' "$d/out"
grep -q '^check: 4 passed, 0 failed$' "$d/out"

# Renumbered: the same subjects, other file names.
mv "$d/patches/0001-a.patch" "$d/patches/0002-a.patch"
mv "$d/patches/0002-b.patch" "$d/patches/0001-b.patch"
printf '0001-b.patch\n0002-a.patch\n' >"$d/patches/series"
cps || { cat "$d/out"; exit 1; }

# A warning not accepted fails its patch, and is shown.
mkp 0001-b.patch "toy: B" "" BAR_TYPE
fails cps
grep -q '^# .*0001-b.patch:3: WARNING:BAR_TYPE: toy warning$' "$d/out"
grep -q '^not ok 1 checkpatch --strict: toy: B' "$d/out"
mkp 0001-b.patch "toy: B" ""

# The list: an entry without a reason, for no patch, or accepting nothing.
for bad in '[toy: A long subject folded]\nFOO_TYPE\n' \
	   '[toy: A long subject folded]\nFOO_TYPE ok\n[toy: C]\nFOO_TYPE ok\n' \
	   '[toy: A long subject folded]\nFOO_TYPE ok\nBAZ_TYPE ok\n' \
	   'FOO_TYPE ok\n'; do
	printf "$bad" >"$d/patches/checkpatch-accepted"
	fails cps
	grep -q '^not ok 3 patches/checkpatch-accepted' "$d/out"
done
grep -q 'an entry before any \[subject\]' "$d/out"
printf '[toy: A long subject folded]\nFOO_TYPE ok\n[toy: C]\nFOO_TYPE ok\n' >"$d/patches/checkpatch-accepted"
fails cps
grep -q '\[toy: C\] names no patch of the series' "$d/out"
printf '[toy: A long subject folded]\nFOO_TYPE ok\nBAZ_TYPE ok\n' >"$d/patches/checkpatch-accepted"
fails cps
grep -q 'BAZ_TYPE: checkpatch raises no BAZ_TYPE there' "$d/out"
