#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# pahole.sh DEST [PINNED_VERSION] -- a pahole >= 1.26 (Linux 7.2 needs it;
# bookworm's dwarves is 1.24) as DEST/pahole, for make PAHOLE=DEST/pahole.
# Prints that path on stdout, nothing else; quiet and offline when DEST
# already has it.
#
# Debian's archive has no dwarves source to build (the pool 404s it), so
# this takes trixie's binary pahole package and the trixie libraries it
# needs, unpacks them into DEST/root (no dpkg, no chroot, no root needed),
# and DEST/pahole runs it through trixie's own dynamic loader: bookworm's
# glibc 2.36 is too old for trixie binaries, and the loader's
# --library-path keeps every library, libc included, from DEST/root.
# apt fetches them through a private apt state as any user, and checks them
# against the signed trixie index.
set -euo pipefail
. "$(dirname "$0")/../lib.sh"

dest=$(mkdir -p "$1" && cd "$1" && pwd)
# The pahole binary package, split from dwarves in trixie (same version)
pin=${2:-1.30-1}
suite=trixie
min=126
wrapper=$dest/pahole
root=$dest/root
# What we installed: "PIN VERSION", VERSION differing when the pin had gone
stamp=$dest/root/.pahole-sh

say() { echo "pahole: $*" >&2; }
# "v1.30" -> 130
pahole_ver() { "$1" --version 2>/dev/null | sed -nE 's/^v([0-9]+)\.([0-9]+).*/\1\2/p'; }
usable() { [ -x "$wrapper" ] && [ "$(pahole_ver "$wrapper")" -ge "$min" ] 2>/dev/null; }

# Installed for this pin before (also when the pin had gone, so that no
# make ever goes back to the network for it)
done_before() {
	local p v
	usable && [ -r "$stamp" ] && read -r p v <"$stamp" && [ "$p" = "$pin" ] || return 1
	[ "$v" = "$pin" ] || say "using pahole $v (the pinned $pin was gone from $suite)"
	echo "$wrapper"
}
done_before && exit 0

# Two makes at once would unpack into the same tree
exec 9>"$dest/.lock"
flock 9
done_before && exit 0

work=$dest/work
rm -rf "$work" "$root.new"
mkdir -p "$work/lists/partial" "$work/cache/archives/partial" "$work/debs" "$root.new"
# An empty dpkg status: the closure must not stop at what bookworm has
apt_opts=(-q -o Dir::Etc::SourceList="$work/sources.list" -o Dir::Etc::SourceParts=/dev/null
	  -o Dir::State::Lists="$work/lists" -o Dir::Cache="$work/cache"
	  -o Dir::State::status=/dev/null -o APT::Sandbox::User="$(id -un)")

debian_sources "$suite" >"$work/sources.list"
apt-get "${apt_opts[@]}" -qq update >&2

ver=$pin
if ! apt-cache "${apt_opts[@]}" madison pahole | awk '{print $3}' | grep -qxF "$pin"; then
	ver=$(apt-cache "${apt_opts[@]}" madison pahole | awk '{print $3}' | sort -V | tail -n 1)
	[ -n "$ver" ] || { say "no pahole in $suite"; exit 1; }
	say "NOTE: pahole $pin (pinned) is gone from $suite; using the newest, $ver"
fi

# pahole's run-time closure in trixie (libc6, libdw1t64, libbpf1, ...).
# Virtual packages print as <name>; their providers follow on their own.
mapfile -t deps < <(apt-cache "${apt_opts[@]}" depends --recurse --no-recommends --no-suggests \
	--no-conflicts --no-breaks --no-replaces --no-enhances "pahole=$ver" |
	grep -E '^[a-z0-9]' | grep -vxF pahole | sort -u)
(cd "$work/debs" && apt-get "${apt_opts[@]}" -qq download "pahole=$ver" "${deps[@]}") >&2
for deb in "$work/debs"/*.deb; do
	dpkg-deb -x "$deb" "$root.new"
done

# The loader and library directory trixie's libc6 ships (usr-merged)
ld=$(find "$root.new"/usr/lib/*/ -maxdepth 1 -name "ld-linux*.so.[0-9]" 2>/dev/null | head -n 1)
[ -n "$ld" ] || { say "no dynamic loader in trixie's libc6"; exit 1; }
libdir=$(dirname "${ld#"$root.new"}")
ld=${ld#"$root.new"}
echo "$pin $ver" >"$root.new/.pahole-sh"
# Try it where it is before it replaces anything
got=$("$root.new$ld" --library-path "$root.new$libdir" "$root.new/usr/bin/pahole" --version 2>&1 |
	sed -nE 's/^v([0-9]+)\.([0-9]+).*/\1\2/p')
[ "${got:-0}" -ge "$min" ] || { say "trixie's pahole $ver does not run here, or is older than $min"; exit 1; }

# A script, not a command line: kbuild runs pahole-version.sh $(PAHOLE),
# which wants one executable
cat >"$wrapper.new" <<EOF
#!/bin/sh
# Made by pahole.sh: trixie's pahole $ver, with trixie's loader and libraries
r='$root'
exec "\$r$ld" --library-path "\$r$libdir" --argv0 "\$0" "\$r/usr/bin/pahole" "\$@"
EOF
chmod 755 "$wrapper.new"

rm -rf "$root.old"
[ ! -e "$root" ] || mv "$root" "$root.old"
mv "$root.new" "$root"
mv "$wrapper.new" "$wrapper"
rm -rf "$root.old" "$work"
say "installed $("$wrapper" --version) from $suite (pahole $ver)"
echo "$wrapper"
