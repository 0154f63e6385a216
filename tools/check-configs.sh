#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# check-configs.sh -- build the series in the configurations a test robot
# tries on a posted series, each in its own output directory of the tree
# (build/linux/.out-robot-NAME), incrementally and with ccache:
#
#   noprobes   base + kernel-config/robot-noprobes.config: kprobe, fprobe
#              and syscall events off (uprobe events keep BPF_EVENTS)
#   nobpf      base + robot-nobpf.config: CONFIG_BPF_SYSCALL off, the
#              series compiled out
#   nomodules  base + robot-nomodules.config: CONFIG_MODULES and uprobe
#              events off
#   debian     Debian's amd64 config (linux-config-6.12) with the series'
#              options on: kernel/trace, kernel/bpf and kernel/events
#
# A configuration fails if it does not build, if an option its fragment
# asks for does not hold, or if a warning comes from a file the series
# changes (git diff base..HEAD): warnings elsewhere are upstream's.
# CHECK_CONFIGS="noprobes debian" builds some only.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
tree=${KTREE:-$top/build/linux}
cfgdir=$top/kernel-config
debian_config=/usr/src/linux-config-6.12/config.amd64_none_amd64.xz
names=${CHECK_CONFIGS:-noprobes nobpf nomodules debian}

# The warnings of build log $1 in files the series changes
series_warnings() {
	local touched
	touched=$(git -C "$tree" diff --name-only base..HEAD)
	sed -n 's|^\(\.\./\)\{0,1\}\([^ :]*\.[ch]\):[0-9]*:[0-9]*: warning: .*|\2 &|p' "$1" |
		while read -r file line; do
			grep -qxF "$file" <<<"$touched" && echo "$line"
		done
	return 0
}

# Debian's configuration with robot-debian.config merged in, configured
# again only when either changed
configure_debian() {
	local out=$1 frag=$cfgdir/robot-debian.config stamp want
	stamp=$out/.config-fragments
	want=$(cat "$debian_config" "$frag" | sha256sum)
	[ -f "$out/.config" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$want" ] &&
		return 0
	mkdir -p "$out"
	xzcat "$debian_config" >"$out/.config"
	KCONFIG_CONFIG=$out/.config "$tree/scripts/kconfig/merge_config.sh" \
		-m -O "$out" "$out/.config" "$frag" >/dev/null
	make -s -C "$tree" O="$out" ARCH=x86_64 olddefconfig >/dev/null
	"$top/tools/kconfig-check.sh" "$out/.config" "$frag"
	echo "$want" >"$stamp"
}

build_debian() {
	local out=$1 cc=gcc
	if command -v ccache >/dev/null; then
		cc="ccache gcc"
		export CCACHE_NOHASHDIR=1 CCACHE_BASEDIR=$tree
	fi
	configure_debian "$out"
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL \
		make -s -C "$tree" O="$out" ARCH=x86_64 CC="$cc" \
		-j"${JOBS:-$(nproc)}" kernel/trace/ kernel/bpf/ kernel/events/
}

failed=0
for name in $names; do
	out=$tree/.out-robot-$name
	log=$top/build/check-configs-$name.log
	start=$(date +%s)
	echo "check-configs: $name"
	if [ "$name" = debian ]; then
		build_debian "$out" >"$log" 2>&1 || { tail -n 20 "$log"; failed=1; continue; }
	else
		frag=$cfgdir/robot-$name.config
		KCONFIG_CHECK="$frag" "$top/tools/kernel-build.sh" "$out" \
			"$cfgdir/base.config" "$frag" >"$log" 2>&1 ||
			{ tail -n 20 "$log"; failed=1; continue; }
	fi
	warn=$(series_warnings "$log")
	if [ -n "$warn" ]; then
		echo "$warn"
		echo "check-configs: $name: warnings in the series' files"
		failed=1
		continue
	fi
	echo "check-configs: $name builds, no warning of the series ($(( $(date +%s) - start )) s)"
done
[ $failed -eq 0 ] && echo "check-configs: every configuration builds" ||
	{ echo "check-configs: FAILED"; exit 1; }
