#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# deps.sh KBASE PINNED_VERSION -- install the Debian packages the project
# needs, and Debian's linux-source-KBASE at PINNED_VERSION with
# linux-config-KBASE (Debian's configs of that kernel, which make
# check-configs builds), of the same version where the archive has it.
#
# Quiet and offline when everything is there. When the archive no longer
# has the pinned version, the newest of the same KBASE is installed and we
# say so (and later runs, as any user, keep the one installed).
#
# A base this machine's own suites lack (7.2 on bookworm) comes from the
# suites that carry it, through a sources list of our own
# (/var/lib/bpf-event-filter/apt): apt downloads the one package from
# there, and installs it beside the system's packages, whose dependencies
# it takes from the system's suites. Nothing else of those suites is
# installed.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

kbase=$1
pin=$2
pkg=linux-source-$kbase
cfgpkg=linux-config-$kbase
pkgs=(qemu-system-x86 busybox-static clang libclang-rt-14-dev llvm lld flex bison bc cpio kmod
      libelf-dev libssl-dev zlib1g-dev libzstd-dev dwarves ccache gnuplot-nox
      python3 python3-ply python3-git rsync xz-utils gcc make perl git
      trace-cmd openssl)
# The suites that carry the kernels bookworm does not, newest first.
other_suites=(sid trixie-backports)
apt_dir=/var/lib/bpf-event-filter/apt

installed() { dpkg-query -W -f '${Status}' "$1" 2>/dev/null | grep -q 'ok installed'; }
ksrc_version() { dpkg-query -W -f '${Version}' "$pkg" 2>/dev/null || true; }

# apt on our own sources list, with lists and cache of its own
apt_other() {
	local cmd=$1
	shift
	"$cmd" -q -o Dir::Etc::SourceList="$apt_dir/sources.list" \
		-o Dir::Etc::SourceParts=/dev/null -o Dir::State::Lists="$apt_dir/lists" \
		-o Dir::Cache="$apt_dir/cache" "$@"
}

# The versions of $pkg that apt knows of, the system's suites and ours
# (no network, no root).
versions() {
	{
		apt-cache madison "$pkg" 2>/dev/null
		[ ! -d "$apt_dir/lists" ] || apt_other apt-cache madison "$pkg" 2>/dev/null
	} | awk '{print $3}' | sort -uV
}

in_lists() { versions | grep -qxF "$1"; }

missing=()
for p in "${pkgs[@]}"; do installed "$p" || missing+=("$p"); done
have=$(ksrc_version)
installed "$cfgpkg" || have=
if [ ${#missing[@]} -eq 0 ] && [ "$have" = "$pin" ]; then
	exit 0
fi
# Once the archive has moved past the pin, the base installed is the one
# to use: no apt run on every make, no root needed.
if [ ${#missing[@]} -eq 0 ] && [ -n "$have" ] && ! in_lists "$pin"; then
	echo "deps: $pkg $have (the pinned $pin is not in the archive)"
	exit 0
fi
[ "$(id -u)" -eq 0 ] || { echo "deps: missing ${missing[*]} $pkg; run as root" >&2; exit 1; }

export DEBIAN_FRONTEND=noninteractive
need=("${missing[@]}")
[ "$(ksrc_version)" = "$pin" ] || need+=("$pkg")
installed "$cfgpkg" || need+=("$cfgpkg")
echo "deps: installing ${need[*]}"
apt-get update -qq
mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial"
debian_sources "${other_suites[@]}" >"$apt_dir/sources.list"
apt_other apt-get update -qq

want=$pin
if ! in_lists "$pin"; then
	want=$(versions | tail -n 1)
	[ -n "$want" ] || { echo "deps: no $pkg in the archive" >&2; exit 1; }
	echo "deps: NOTE: $pkg $pin (pinned in the Makefile) is gone from the archive;"
	echo "deps: NOTE: using the newest $kbase, $want. The series may need a rebase."
fi
[ ${#missing[@]} -eq 0 ] || apt-get install -y -qq "${missing[@]}" >/dev/null
# install_kernel_pkg NAME: NAME at $want, from the system's suites or ours
install_kernel_pkg() {
	local p=$1

	if apt-cache madison "$p" | awk '{print $3}' | grep -qxF "$want"; then
		apt-get install -y -qq --allow-downgrades "$p=$want" >/dev/null
	else
		# apt-get download writes into the current directory
		(cd "$apt_dir/cache/archives" &&
			apt_other apt-get download -qq -o APT::Sandbox::User=root "$p=$want")
		apt-get install -y -qq --allow-downgrades \
			"$apt_dir/cache/archives/${p}_${want//:/%3a}_"*.deb >/dev/null
	fi
}
[ "$(ksrc_version)" = "$want" ] || install_kernel_pkg "$pkg"
# Debian's configs of the base: of the source's version where an archive
# has it, else the newest the system's suites have (bookworm's 6.12
# configs and sources are not always of one upload)
if ! installed "$cfgpkg"; then
	if { apt-cache madison "$cfgpkg"; apt_other apt-cache madison "$cfgpkg"; } 2>/dev/null |
		awk '{print $3}' | grep -qxF "$want"; then
		install_kernel_pkg "$cfgpkg"
	else
		apt-get install -y -qq "$cfgpkg" >/dev/null
	fi
fi
echo "deps: $pkg $(ksrc_version) installed"
