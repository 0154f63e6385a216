#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# mkinitramfs.sh OUT STAGE -- pack the guest root: busybox-static, /init,
# the selftests, and whatever the Makefile staged in STAGE (static helpers in
# STAGE/bin, BPF objects in STAGE/bpf, modules in STAGE/lib/modules, ...).
set -euo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
out=$1 stage=$2
root=$(mktemp -d)
chmod 0755 "$root"
trap 'rm -rf "$root"' EXIT

mkdir -p "$root"/{bin,sbin,usr/bin,usr/sbin,proc,sys,dev,tmp,etc,root}
cp /bin/busybox "$root/bin/busybox"
for applet in $(/bin/busybox --list); do
	[ -e "$root/bin/$applet" ] || ln -s busybox "$root/bin/$applet"
done
install -m 0755 "$top/tools/guest/init" "$root/init"
echo "root:x:0:0:root:/root:/bin/sh" >"$root/etc/passwd"
echo "nobody:x:65534:65534:nobody:/:/bin/sh" >>"$root/etc/passwd"
echo "root:x:0:" >"$root/etc/group"
cp -r "$top/selftests/guest" "$root/selftests"
[ -d "$stage" ] && cp -r "$stage"/. "$root"/
# The same inputs give the same bytes (fixed times and inode numbers): the
# benchmark's guest then boots exactly the same way every time.
find "$root" -exec touch -h -d @946684800 {} +
(cd "$root" && find . | LC_ALL=C sort |
	cpio -o -H newc -R 0:0 --reproducible --quiet) |
	gzip -1 -n >"$out.tmp"
mv "$out.tmp" "$out"
echo "mkinitramfs: $out ($(du -h "$out" | cut -f1))"
