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
#   clang      base, built with clang and LLVM's tools (LLVM=-19, Debian's
#              clang-19, lld-19 and llvm-19, which this script installs),
#              without ccache (see kernel-build.sh): the same objects as
#              arm64's, with the JIT and ftrace.o (clang has
#              -fmin-function-alignment: DYNAMIC_FTRACE_WITH_JMP), not linked
#   arm64      arm64 from tinyconfig + base + robot-arm64.config, built with
#              Debian's cross gcc (gcc-aarch64-linux-gnu, installed here):
#              robot-arm64.config's options must hold (some of base's are
#              x86's); kernel/trace, kernel/bpf, kernel/events,
#              kernel/tracepoint.o, net/core/net-traces.o and the JIT
#              (arch/arm64/net), not linked
#              (with no cache, a whole build takes an hour on 2 cores)
#   w1         base, then the objects of the C files the series changes, and
#              of one file that defines events (net/core/net-traces.c),
#              again with W=1 (kbuild's extra warnings and kernel-doc); a
#              W=1 warning fails where it points at a line the series adds
#              or changes, and is listed as upstream's elsewhere
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
all="noevents noprobes nobpf nomodules debian clang arm64 w1"
llvm=-19
part_targets="kernel/trace/ kernel/bpf/ kernel/events/ kernel/tracepoint.o net/core/net-traces.o"
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

# The Debian packages configuration $1 builds with, installed where missing
need_packages() {
	local p missing=()

	case $1 in
	clang) set -- "clang$llvm" "lld$llvm" "llvm$llvm" ;;
	arm64) set -- gcc-aarch64-linux-gnu ;;
	*) return 0 ;;
	esac
	for p in "$@"; do
		dpkg-query -W -f '${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
			missing+=("$p")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	[ "$(id -u)" -eq 0 ] ||
		{ echo "check-configs: missing ${missing[*]}; run as root" >&2; return 1; }
	echo "check-configs: installing ${missing[*]}"
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

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

# The objects in $1 built from a C file the series changes (kernel code:
# not tools/ or samples/), and net/core/net-traces.o, whose events expand
# include/trace/'s macros
series_objects() {
	local out=$1 f

	{
		git -C "$tree" diff --name-only --diff-filter=AM base..HEAD -- '*.c' |
			grep -v -E '^(tools|samples|scripts)/'
		echo net/core/net-traces.c
	} | while read -r f; do
		[ -f "$out/${f%.c}.o" ] && echo "${f%.c}.o"
	done
}

# The lines of the series' files at HEAD that it adds or changes, as
# "FILE:LINE" (from git diff -U0's hunk headers)
series_lines() {
	git -C "$tree" diff -U0 base..HEAD |
		awk '/^\+\+\+ b\// { f = substr($0, 7); next }
		     /^@@/ { split($3, a, ","); n = (a[2] == "") ? 1 : a[2]
			     for (i = 0; i < n; i++) print f ":" substr(a[1], 2) + i }'
}

# The warnings of log $1 that point at a line, as "FILE:LINE[:COL]: warning:
# ...": the compiler's, and kernel-doc's ("Warning: FILE:LINE ...")
located_warnings() {
	sed -E -e 's/^Warning: (\.\.\/)*([^ :]+:[0-9]+) /\2: warning: /' \
	       -e 's/^(\.\.\/)+//' "$1" |
		grep -E '^[^ :]+:[0-9]+(:[0-9]+)?: warning:' | sort -u || true
}

# The W=1 warnings of log $1 at the lines the series adds or changes:
# printed, and a status of 1; those at other lines are counted as
# upstream's
w1_warnings() {
	local log=$1 lines all ours

	lines=$(mktemp)
	series_lines >"$lines"
	all=$(located_warnings "$log")
	ours=$(awk -F: 'NR == FNR { want[$0] = 1; next } want[$1 ":" $2]' \
		"$lines" - <<<"$all")
	rm -f "$lines"
	echo "check-configs: w1: $(grep -c . <<<"$all") warnings at a line," \
		"$(grep -c . <<<"$ours") of them at the series' lines"
	[ -z "$ours" ] && return 0
	echo "$ours"
	return 1
}

# Build configuration $1 into $2 with tools/series/kernel-build.sh
build_one() {
	local name=$1 out=$2 frag=$cfgdir/robot-$1.config objs

	case $name in
	debian)
		KERNEL_BASE_CONFIG=$debian_config \
		KERNEL_TARGETS="kernel/trace/ kernel/bpf/ kernel/events/ kernel/tracepoint.o" \
			"$top/tools/series/kernel-build.sh" "$out" "$frag" ;;
	clang)
		KLLVM=$llvm KERNEL_TARGETS="$part_targets arch/x86/net/ arch/x86/kernel/ftrace.o" \
			"$top/tools/series/kernel-build.sh" "$out" "${frags[@]}" ;;
	arm64)
		KARCH=arm64 KCONFIG_CHECK="$frag" KERNEL_TARGETS="$part_targets arch/arm64/net/" \
			"$top/tools/series/kernel-build.sh" "$out" "${frags[@]}" "$frag" ;;
	w1)
		# set -e does not act here (build_one runs in an if)
		"$top/tools/series/kernel-build.sh" "$out" "${frags[@]}" || return
		objs=$(series_objects "$out" | tr '\n' ' ')
		[ -n "$objs" ] || { echo "check-configs: w1: no object of the series built"; return 1; }
		echo "check-configs: w1: $objs"
		# W=1 changes their command lines: kbuild builds them again
		KMAKE_ARGS=W=1 KERNEL_TARGETS="$objs" \
			"$top/tools/series/kernel-build.sh" "$out" "${frags[@]}" ;;
	*)
		KCONFIG_CHECK="$frag" "$top/tools/series/kernel-build.sh" "$out" \
			"${frags[@]}" "$frag" ;;
	esac
}

failed=0
for name in $names; do
	out=$tree/.out-robot-$name
	log=$b/check-configs-$name.log
	start=$(date +%s)
	echo "check-configs: $name"
	need_packages "$name"
	forget_series_objects "$out"
	if ! build_one "$name" "$out" >"$log" 2>&1; then
		grep -E 'error|Error|warning|kconfig-check' "$log" | head -n 20
		echo "check-configs: $name: FAILED (log: $log)"
		failed=1
		continue
	fi
	if [ "$name" = w1 ] && ! w1_warnings "$log"; then
		echo "check-configs: w1: W=1 warnings at the series' lines (log: $log)"
		failed=1
		continue
	fi
	if [ "$name" = w1 ]; then
		# those that point at a line are checked above
		warn=$(grep -v -E '^(Warning: (\.\./)*[^ :]+:[0-9]+ |[^ :]+:[0-9]+(:[0-9]+)?: warning:)' "$log" |
			new_warnings /dev/stdin)
	else
		warn=$(new_warnings "$log")
	fi
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
