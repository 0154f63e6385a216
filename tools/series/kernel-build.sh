#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# kernel-build.sh OUTDIR FRAGMENT...
#
# Configure the tree in build/linux for x86_64 from tinyconfig plus the given
# config fragments, check that every option the fragments ask for is really
# set, and build bzImage, vmlinux and modules into OUTDIR (incrementally).
# OUTDIR should sit directly inside the tree (build/linux/.out) so that
# kbuild uses relative source paths, which keeps ccache hits across clones.
#
# For make check-configs: KERNEL_BASE_CONFIG, a configuration to start
# from instead of tinyconfig (xz-compressed or not); KERNEL_TARGETS, the
# targets to build instead (space-separated, kbuild's: "kernel/trace/");
# KARCH, the architecture (x86_64, or arm64 with Debian's cross gcc:
# Image instead of bzImage); KLLVM, a version suffix of Debian's LLVM
# packages to build with clang and LLVM's tools instead of gcc (kbuild's
# LLVM=-19); KMAKE_ARGS, more variables for kbuild (W=1).
set -euo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
tree=${KTREE:-$top/build/linux}
mkdir -p "$1"
out=$(cd "$1" && pwd); shift
frags=("$@")
jobs=${JOBS:-$(nproc)}
# The fragments whose every option must hold (KCONFIG_CHECK: only those,
# for a fragment merged over another that turns some of its options off)
read -r -a checked <<<"${KCONFIG_CHECK:-${frags[*]}}"

arch=${KARCH:-x86_64}
cc=gcc
image=bzImage
extra=()
case $arch in
x86_64) ;;
arm64)
	cc=aarch64-linux-gnu-gcc
	image=Image
	extra+=(CROSS_COMPILE=aarch64-linux-gnu-) ;;
*) echo "kernel-build: no architecture $arch (x86_64, arm64)" >&2; exit 1 ;;
esac
if [ -n "${KLLVM:-}" ]; then
	cc=clang$KLLVM
	extra+=(LLVM="$KLLVM")
fi
read -r -a more <<<"${KMAKE_ARGS:-}"
extra+=("${more[@]}")
command -v "${cc%% *}" >/dev/null ||
	{ echo "kernel-build: no $cc (make check-configs installs it)" >&2; exit 1; }
# Not with clang: on hits of clang's objects, bookworm's ccache 4.7 left
# no dependency file for fixdep, and objtool found objects it had already
# processed (make check-configs' clang build, seen failing)
if [ -z "${KLLVM:-}" ] && command -v ccache >/dev/null; then
	cc="ccache $cc"
	# Debug info records the build directory; ignore it in the hash so
	# that a fresh clone elsewhere still hits the cache.
	export CCACHE_NOHASHDIR=1 CCACHE_BASEDIR=$tree
	# Two kernels (make test, make test-debug) and check-bisect's
	# commits may not fit ccache's default 5G, and the later builds
	# would evict the earlier ones. Only where the user set no size of
	# their own.
	if ! ccache -p 2>/dev/null | grep -q '^([^d].*) max_size'; then
		export CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-20G}
	fi
fi
export KBUILD_BUILD_TIMESTAMP="2000-01-01" KBUILD_BUILD_USER=bpf-filter \
	KBUILD_BUILD_HOST=qemu

# KPAHOLE: a directory for the pahole the base asks and the system lacks
# (tools/series/pahole.sh), else the system's
tools=(ARCH="$arch" CC="$cc" "${extra[@]}")
if [ -n "${KPAHOLE:-}" ]; then
	pahole=$("$top/tools/series/pahole.sh" "$KPAHOLE")
	tools+=(PAHOLE="$pahole")
fi

kmake() { make -s -C "$tree" O="$out" "${tools[@]}" -j"$jobs" "$@"; }

mkdir -p "$out"
stamp=$out/.config-fragments
base=${KERNEL_BASE_CONFIG:-}
[ -z "$base" ] || [ -r "$base" ] ||
	{ echo "kernel-build: no configuration $base to start from" >&2; exit 1; }
want=$( { [ -z "$base" ] || xzcat -f "$base"; cat "${frags[@]}"; } | sha256sum)
if [ ! -f "$out/.config" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
	echo "kernel-build: configuring $out from ${base:-tinyconfig} + ${frags[*]##*/}"
	if [ -n "$base" ]; then
		xzcat -f "$base" >"$out/.config"
	else
		kmake tinyconfig >/dev/null
	fi
	KCONFIG_CONFIG=$out/.config "$tree/scripts/kconfig/merge_config.sh" \
		-m -O "$out" "$out/.config" "${frags[@]}" >/dev/null
	kmake olddefconfig >/dev/null
	"$top/tools/series/kconfig-check.sh" "$out/.config" "${checked[@]}"
	echo "$want" >"$stamp"
fi

# kbuild's own lines ("  CC      kernel/fork.o"), counted: a cold build
# takes some 2100 steps in 15 minutes, a line per 250 says it moves.
# Everything else kbuild prints (warnings, errors) passes as it comes.
kmake_counted() {
	# Not the caller's MAKEFLAGS: "make -s" there would silence kbuild.
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL \
		make -C "$tree" O="$out" "${tools[@]}" -j"$jobs" "$@" 2>&1 |
		awk '/^  [A-Z0-9_]+ +[^ ]/ {
			if (++n % 250 == 0) {
				printf "kernel-build: %d kbuild steps done\n", n
				fflush()
			}
			next
		}
		/^make(\[[0-9]+\])?: (Entering|Leaving) directory/ { next }
		{ print; fflush() }
		END { if (n) printf "kernel-build: %d kbuild steps in all\n", n }'
}

echo "kernel-build: building in $out (-j$jobs, ${tools[*]})"
# "make modules" fails where modules are configured out (check-configs)
targets=("$image" vmlinux)
grep -q '^CONFIG_MODULES=y' "$out/.config" && targets+=(modules)
[ -z "${KERNEL_TARGETS:-}" ] || read -r -a targets <<<"$KERNEL_TARGETS"
kmake_counted "${targets[@]}"
"$top/tools/series/kconfig-check.sh" "$out/.config" "${checked[@]}"
echo "kernel-build: $(cat "$out/include/config/kernel.release") ready"
