#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# deps.sh PINNED_VERSION -- install the Debian packages the project needs.
# Quiet and offline when everything is there. linux-source-6.12 is installed
# at PINNED_VERSION; when the archive no longer has it, at the newest 6.12,
# and we say so (and later runs, as any user, keep the one installed).
set -euo pipefail

pin=$1
pkgs=(qemu-system-x86 busybox-static clang libclang-rt-14-dev llvm lld flex bison bc cpio kmod
      libelf-dev libssl-dev zlib1g-dev libzstd-dev dwarves ccache gnuplot-nox
      python3 python3-ply python3-git rsync xz-utils gcc make perl git
      trace-cmd linux-config-6.12)

installed() { dpkg-query -W -f '${Status}' "$1" 2>/dev/null | grep -q 'ok installed'; }
ksrc_version() { dpkg-query -W -f '${Version}' linux-source-6.12 2>/dev/null || true; }

# Is version $1 of linux-source-6.12 in the archive lists apt has (no
# network, no root)?
in_lists() { apt-cache madison linux-source-6.12 2>/dev/null | awk '{print $3}' | grep -qxF "$1"; }

missing=()
for p in "${pkgs[@]}"; do installed "$p" || missing+=("$p"); done
have=$(ksrc_version)
if [ ${#missing[@]} -eq 0 ] && [ "$have" = "$pin" ]; then
	exit 0
fi
# Once the archive has moved past the pin, the 6.12 installed is the one
# to use: no apt run on every make, no root needed.
if [ ${#missing[@]} -eq 0 ] && [ -n "$have" ] && ! in_lists "$pin"; then
	echo "deps: linux-source-6.12 $have (the pinned $pin is not in the archive)"
	exit 0
fi
[ "$(id -u)" -eq 0 ] || { echo "deps: missing ${missing[*]} linux-source-6.12; run as root" >&2; exit 1; }

export DEBIAN_FRONTEND=noninteractive
echo "deps: installing ${missing[*]} linux-source-6.12"
apt-get update -qq
want=linux-source-6.12=$pin
if ! in_lists "$pin"; then
	newest=$(apt-cache madison linux-source-6.12 | awk '{print $3}' | sort -V | tail -n 1)
	[ -n "$newest" ] || { echo "deps: no linux-source-6.12 in the archive" >&2; exit 1; }
	if [ "$(ksrc_version)" = "$newest" ]; then
		want=""
	else
		want=linux-source-6.12=$newest
	fi
	echo "deps: NOTE: linux-source-6.12 $pin (pinned in the Makefile) is gone from the archive;"
	echo "deps: NOTE: using the newest 6.12, $newest. The series may need a rebase."
fi
apt-get install -y -qq --allow-downgrades "${missing[@]}" $want >/dev/null
echo "deps: linux-source-6.12 $(ksrc_version) installed"
