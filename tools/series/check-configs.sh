#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# check-configs.sh -- build the series in the configurations a test robot
# tries on a posted series, each in its own output directory of the tree
# (build/linux/.out-robot-NAME), incrementally and with ccache:
#
#   noevents   base + kernel-config/robot-noevents.config: kprobe, uprobe,
#              fprobe and syscall events off, so BPF_EVENTS and the
#              series' filters too, with bpf(2) on
#   noprobes   base + robot-noprobes.config: kprobe, fprobe and syscall
#              events off, uprobe events on (the series with one kind)
#   nobpf      base + robot-nobpf.config: CONFIG_BPF_SYSCALL off
#   nomodules  base + robot-nomodules.config: CONFIG_MODULES and uprobe
#              events off
#   debian     Debian's amd64 config of the base (linux-config-KBASE,
#              which make deps installs) with the series' options on:
#              kernel/trace, kernel/bpf, kernel/events and
#              kernel/tracepoint.o, not linked
#
# "base" is the guest kernel's fragments (kernel-config/base.config, and
# the base's own, kernel-config/KBASE/base.config).
#
# A configuration fails if it does not build, if an option its fragment
# asks for does not hold, or on any warning (compiler, objtool, modpost,
# linker, BTF) that kernel-config/robot-known-warnings does not list,
# line numbers left out. The objects built from files the series changes
# are removed first, so that a second run prints their warnings again.
# CHECK_CONFIGS="noprobes debian" builds some only.
set -euo pipefail

. "$(dirname "$0")/../lib.sh"
tree=$ktree
cfgdir=$top/kernel-config
debian_config=/usr/src/linux-config-${KBASE:?}/config.amd64_none_amd64.xz
known=$cfgdir/robot-known-warnings
all="noevents noprobes nobpf nomodules debian"
names=${CHECK_CONFIGS:-$all}
mapfile -t frags < <(base_fragments)

for name in $names; do
	case " $all " in
	*" $name "*) ;;
	*) echo "check-configs: no configuration '$name' (of: $all)" >&2; exit 2 ;;
	esac
done
case " $names " in
*" debian "*)
	[ -r "$debian_config" ] || {
		echo "check-configs: $debian_config missing (make deps installs linux-config-$KBASE)" >&2
		exit 2
	} ;;
esac

# Remove from $1 the objects built from a file the series changes (their
# .cmd files name it as source or dependency)
forget_series_objects() {
	local out=$1 list cmd obj
	[ -d "$out" ] || return 0
	list=$(mktemp)
	git -C "$tree" diff --name-only base..HEAD >"$list"
	# grep finding nothing in a batch is no error (pipefail would end
	# the script, silently); a grep that fails still does
	# shellcheck disable=SC2016 # expanded by the inner sh
	find "$out" -name '.*.o.cmd' -print0 |
		xargs -0 -r sh -c 'grep -l -F -f "$0" "$@" || [ $? -eq 1 ]' "$list" |
		while read -r cmd; do
			obj=$(basename "$cmd" .cmd)
			rm -f "$(dirname "$cmd")/${obj#.}"
		done
	rm -f "$list"
}

# The warnings of build log $1 that robot-known-warnings does not list
new_warnings() {
	grep -E '(warning|WARNING|WARN):' "$1" |
		sed -E 's/^(\.\.\/)+//; s/:[0-9]+(:[0-9]+)?:/:/' | sort -u |
		grep -v -x -F -f <(grep -v '^#' "$known" 2>/dev/null || true) ||
		true
}

# Build configuration $1 into $2 with tools/series/kernel-build.sh
build_one() {
	local name=$1 out=$2 frag=$cfgdir/robot-$1.config

	if [ "$name" = debian ]; then
		KERNEL_BASE_CONFIG=$debian_config \
		KERNEL_TARGETS="kernel/trace/ kernel/bpf/ kernel/events/ kernel/tracepoint.o" \
			"$top/tools/series/kernel-build.sh" "$out" "$frag"
	else
		KCONFIG_CHECK="$frag" "$top/tools/series/kernel-build.sh" "$out" \
			"${frags[@]}" "$frag"
	fi
}

failed=0
for name in $names; do
	out=$tree/.out-robot-$name
	log=$b/check-configs-$name.log
	start=$(date +%s)
	echo "check-configs: $name"
	forget_series_objects "$out"
	if ! build_one "$name" "$out" >"$log" 2>&1; then
		grep -E 'error|Error|warning|kconfig-check' "$log" | head -n 20
		echo "check-configs: $name: FAILED (log: $log)"
		failed=1
		continue
	fi
	warn=$(new_warnings "$log")
	if [ -n "$warn" ]; then
		echo "$warn"
		echo "check-configs: $name: warnings (log: $log)"
		failed=1
		continue
	fi
	echo "check-configs: $name builds, no warning ($(( $(date +%s) - start )) s)"
done
if [ $failed -ne 0 ]; then
	echo "check-configs: FAILED"
	exit 1
fi
echo "check-configs: every configuration builds"
