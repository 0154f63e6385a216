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
#              again with W=1 (kbuild's extra warnings and kernel-doc) in a
#              directory of their own, and kernel-doc on the headers it
#              changes; the same at base, in a worktree of its own
#              (build/robot-base): a W=1 warning HEAD has and base lacks, by
#              file and message, fails (robot-known-warnings does not apply
#              to them; it does to the first build's)
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
	apt-get update -qq &&
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
	grep -E '(warning|Warning|WARNING|WARN):' "$1" |
		sed -E 's/^(\.\.\/)+//; s/:[0-9]+(:[0-9]+)?:/:/' | sort -u |
		grep -v -x -F -f <(grep -v '^#' "$known" 2>/dev/null || true) ||
		true
}

# The objects in $1 built from a C file the series changes (kernel code:
# not tools/ or samples/), and net/core/net-traces.o, whose events expand
# include/trace/'s macros; the C files this configuration does not build
# are named on stderr
series_objects() {
	local out=$1 f

	{
		git -C "$tree" diff --no-ext-diff --name-only --diff-filter=AMR base..HEAD -- '*.c' |
			grep -v -E '^(tools|samples|scripts)/'
		echo net/core/net-traces.c
	} | while read -r f; do
		if [ -f "$out/${f%.c}.o" ]; then
			echo "${f%.c}.o"
		else
			echo "check-configs: w1: $f is not built here" >&2
		fi
	done
}

# The warnings of W=1 log $1 as "FILE: warning: MESSAGE", sorted: the
# compiler's and kernel-doc's ("Warning: FILE:LINE MESSAGE"), without line
# and column, so that base's and HEAD's compare though lines moved. A C
# file's count as often as they come (each C file is built once a side);
# a header's once, as HEAD builds objects the base lacks
w1_messages() {
	sed -E -e 's/^(Warning|Error): (\.\.\/)*([^ :]+):[0-9]+ /\3: \L\1\E: /' \
	       -e 's/^(\.\.\/)+//' \
	       -e 's/^([^ :]+):[0-9]+(:[0-9]+)?: warning:/\1: warning:/' "$1" |
		grep -a -E '^[^ :]+: (warning|error):' |
		LC_ALL=C awk -F': (warning|error): ' '$1 ~ /\.c$/ || !seen[$0]++' |
		LC_ALL=C sort || true
}

# W=1 on objects $2 of the tree $1 (HEAD's, or base's worktree), built in
# $1/.out-robot-w1-W1 with the base fragments (a directory of its own on
# both sides, so that both build the same), and kernel-doc on headers $3
# (W=1 runs it on the C file of each object only)
w1_pass() {
	local wt=$1 objs=$2 hdrs=$3 out=$1/.out-robot-w1-W1 o h
	local -a frags

	[ -n "$objs" ] || { echo "check-configs: w1: no object to build in $wt"; return 1; }
	# built again even where up to date (on a second run)
	for o in $objs; do rm -f "$out/$o"; done
	# the base lacks the writes' option
	mapfile -t frags < <(base_fragments "$wt")
	KTREE=$wt KMAKE_ARGS=W=1 KERNEL_TARGETS="$objs" \
		"$top/tools/series/kernel-build.sh" "$out" "${frags[@]}" || return
	for h in $hdrs; do
		[ -f "$wt/$h" ] || continue
		# it exits 0 on warnings: a failure is its own
		(cd "$wt" && PYTHONDONTWRITEBYTECODE=1 scripts/kernel-doc -none "$h") 2>&1 ||
			{ echo "check-configs: w1: kernel-doc failed on $h"; return 1; }
	done
}

# $1: a worktree of $tree at base with no local change, made again where it
# is a stale worktree of $tree (the tree re-created) or missing; anything
# else at that path is left alone, and refused
base_worktree() {
	local wt=$1 common

	common=$(git -C "$tree" rev-parse --path-format=absolute --git-common-dir) || return
	if [ "$(git -C "$wt" rev-parse --show-toplevel 2>/dev/null)" != "$wt" ] ||
	   [ "$(git -C "$wt" rev-parse --path-format=absolute --git-common-dir 2>/dev/null)" != "$common" ]; then
		if [ -e "$wt" ] && [ -n "$(ls -A "$wt")" ] &&
		   ! grep -qs "^gitdir: $common/worktrees/" "$wt/.git"; then
			echo "check-configs: $wt is not a worktree of $tree: remove it"
			return 1
		fi
		rm -rf "$wt"
		git -C "$tree" worktree prune
		git -C "$tree" worktree add -q --detach "$wt" base || return
	fi
	git -C "$wt" reset -q --hard base
}

# w1: HEAD's objects of the series' C files (and of net-traces.c) built
# with W=1 after a normal build, and base's where they exist, in a
# worktree of base ($b/robot-base); kernel-doc on the headers the series
# changes in both. A warning HEAD has and base has not (by file and
# message) is new.
w1_build() {
	local out=$1 log=$2 wt=$b/robot-base objs base_objs hdrs o

	# set -e does not act here (build_one runs in an if)
	"$top/tools/series/kernel-build.sh" "$out" "${frags[@]}" || return
	objs=$(series_objects "$out" | tr '\n' ' ')
	[ -n "$objs" ] || { echo "check-configs: w1: no object of the series built"; return 1; }
	hdrs=$(git -C "$tree" diff --no-ext-diff --name-only --diff-filter=AMR base..HEAD -- '*.h') ||
		return
	hdrs=$(grep -v -E '^(tools|samples|scripts)/' <<<"$hdrs" | tr '\n' ' ')
	echo "check-configs: w1: $objs$hdrs"
	w1_pass "$tree" "$objs" "$hdrs" >"$log.head" 2>&1 || { cat "$log.head"; return 1; }
	base_worktree "$wt" || return
	base_objs=
	for o in $objs; do
		[ -f "$wt/${o%.o}.c" ] && base_objs+="$o "
	done
	w1_pass "$wt" "$base_objs" "$hdrs" >"$log.base" 2>&1 || { cat "$log.base"; return 1; }
}

# The W=1 warnings of HEAD (log $1.head) that base's (log $1.base) lacks:
# printed, and a status of 1
w1_new() {
	local log=$1 new

	new=$(LC_ALL=C comm -23 <(w1_messages "$log.head") <(w1_messages "$log.base"))
	echo "check-configs: w1: $(w1_messages "$log.head" | uniq | grep -c .) W=1 warnings at" \
		"HEAD, $(w1_messages "$log.base" | uniq | grep -c .) at base," \
		"$(uniq <<<"$new" | grep -c .) new"
	[ -z "$new" ] && return 0
	uniq <<<"$new"
	return 1
}

# Build configuration $1 into $2 with tools/series/kernel-build.sh
build_one() {
	local name=$1 out=$2 frag=$cfgdir/robot-$1.config

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
		w1_build "$out" "$b/check-configs-w1.log" ;;
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
	if ! need_packages "$name"; then
		echo "check-configs: $name: FAILED (packages)"
		failed=1
		continue
	fi
	forget_series_objects "$out"
	if ! build_one "$name" "$out" >"$log" 2>&1; then
		grep -E 'error|Error|warning|kconfig-check|fatal|check-configs:' "$log" | head -n 20
		echo "check-configs: $name: FAILED (log: $log)"
		failed=1
		continue
	fi
	if [ "$name" = w1 ] && ! w1_new "$log"; then
		echo "check-configs: w1: new W=1 warnings (logs: $log.head, $log.base)"
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
