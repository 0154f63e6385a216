# SPDX-License-Identifier: GPL-2.0
# KBASE picks the base every target works on: the primary base's series is
# patches/, built in build/; another's is patches-<base>/, built in
# build/<base>/, with its own pin, and pahole where the system's is too
# old; a base with no pin is refused by name. Reads what make would run
# (make -n), builds nothing.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
primary=$(make -s -C "$top" --no-print-directory -p -n help 2>/dev/null |
	sed -n 's/^KBASE_PRIMARY := //p')
[ -n "$primary" ]
for kbase in 6.12 7.2; do
	out=$(make -s -C "$top" --no-print-directory -n kernel KBASE=$kbase)
	echo "$out"
	pin=$(sed -n "s/^KSRC_PIN.$kbase[[:space:]]*:= //p" "$top/Makefile")
	[ -n "$pin" ]
	echo "$out" | grep -qxF "$top/tools/deps.sh $kbase $pin"
	if [ "$kbase" = "$primary" ]; then
		b=$top/build
		[ -f "$top/patches/series" ]
	else
		b=$top/build/$kbase
		[ -f "$top/patches-$kbase/series" ]
	fi
	echo "$out" | grep -qF "KTREE=$b/linux $top/tools/series/kernel-build.sh $b/linux/.out "
done
# 7.2 asks pahole 1.26; the kernel's build and the bench module's get it
make -s -C "$top" --no-print-directory -p -n help KBASE=7.2 2>/dev/null |
	grep -qxF "KPAHOLE := $top/build/pahole"
if out=$(make -s -C "$top" --no-print-directory -n kernel KBASE=9.9 2>&1); then
	exit 1
fi
echo "$out" | grep -qF "KBASE=9.9: no such base"
