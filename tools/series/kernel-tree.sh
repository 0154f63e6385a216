#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# The kernel tree under build/linux and the patch series under patches/
# (KTREE and KPATCHES: another base's, see the Makefile's KBASE).
#
#   kernel-tree.sh sync            create the tree or bring it up to patches/
#   kernel-tree.sh export          write the tree's commits back to patches/
#   kernel-tree.sh check-exported  fail when the tree holds work patches/ lacks
#   kernel-tree.sh reset           re-create the tree from base + patches/
#   kernel-tree.sh at DIR SUBJECT  DIR: a worktree of the tree at the commit
#                                  of the series whose subject is SUBJECT
#
# The tree is a git repository whose root commit (tag "base") is the pristine
# Debian linux-source tarball; patches/series is applied on it with git am.
# .git/project/synced/ keeps the series as last applied or exported, so that
# sync can tell a changed patches/ (re-apply) from local commits (keep them).
set -euo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
tree=${KTREE:-$top/build/linux}
pdir=${KPATCHES:-$top/patches}
kbase=${KBASE:-7.2}
tarball=${KTARBALL:-/usr/src/linux-source-$kbase.tar.xz}
ident=(-c "user.name=BPF Event Filter Project" -c "user.email=bpf-event-filter@example.org")

die() { echo "kernel-tree: $*" >&2; exit 1; }
say() { echo "kernel-tree: $*"; }
g() { git -C "$tree" "${ident[@]}" "$@"; }

series_files() {
	[ -f "$pdir/series" ] || return 0
	grep -v -e '^#' -e '^[[:space:]]*$' "$pdir/series" || true
}

# Export the commits base..HEAD of the tree as format-patch files into $1,
# in a form that is stable: the same commits always give the same bytes.
format_tree() {
	local out=$1
	rm -rf "$out"; mkdir -p "$out"
	g format-patch -q --zero-commit --no-signature --no-cover-letter \
		-o "$out" base..HEAD >/dev/null
	(cd "$out" && ls -1 2>/dev/null -- *.patch || true) >"$out/series"
}

# A copy of patches/ as the series describes it (no cover letter), into $1.
copy_patches() {
	local out=$1 f
	rm -rf "$out"; mkdir -p "$out"
	: >"$out/series"
	for f in $(series_files); do
		[ -f "$pdir/$f" ] || die "patches/series names $f, which is missing"
		cp "$pdir/$f" "$out/$f"
		echo "$f" >>"$out/series"
	done
}

same_dir() { diff -r -q "$1" "$2" >/dev/null 2>&1; }

base_version() { cat "$tree/.git/project/base-version" 2>/dev/null || echo none; }

wanted_version() {
	[ -n "${KBASE_VERSION:-}" ] && { echo "$KBASE_VERSION"; return; }
	dpkg-query -W -f '${Version}' "linux-source-$kbase" 2>/dev/null || echo unknown
}

create_tree() {
	local ver
	ver=$(wanted_version)
	[ -f "$tarball" ] || die "$tarball missing: run make deps"
	say "creating $tree from linux-source-$kbase $ver"
	rm -rf "$tree" "$tree.tmp"
	mkdir -p "$tree.tmp"
	tar -xf "$tarball" -C "$tree.tmp" --strip-components=1
	git -C "$tree.tmp" init -q
	# The abbreviated hashes of the patches' index lines: git sizes them
	# from its estimate of the object count, which differs between a
	# fresh tree of loose objects and a packed one; pinned, an exported
	# series reads the same from either.
	git -C "$tree.tmp" config core.abbrev 9
	git -C "$tree.tmp" "${ident[@]}" add -A -f .
	GIT_COMMITTER_DATE="2000-01-01T00:00:00Z" GIT_AUTHOR_DATE="2000-01-01T00:00:00Z" \
		git -C "$tree.tmp" "${ident[@]}" commit -q -m "Debian linux-source-$kbase $ver (pristine)"
	git -C "$tree.tmp" tag base
	mkdir -p "$tree.tmp/.git/project"
	echo "$ver" >"$tree.tmp/.git/project/base-version"
	mv "$tree.tmp" "$tree"
	apply_series
}

apply_series() {
	local f
	g reset -q --hard base
	for f in $(series_files); do
		g am -q --keep-cr "$pdir/$f" || {
			g am --abort || true
			die "patch $f does not apply on base"
		}
	done
	copy_patches "$tree/.git/project/synced"
	say "applied $(series_files | wc -l) patches on base"
}

# Does the tree hold anything (commits or uncommitted changes) that the
# series in directory $1 does not?
tree_differs_from() {
	local ref=$1 tmp
	[ -z "$(g status --porcelain --untracked-files=no)" ] || return 0
	tmp=$(mktemp -d)
	format_tree "$tmp"
	if same_dir "$tmp" "$ref"; then rm -rf "$tmp"; return 1; fi
	rm -rf "$tmp"
	return 0
}

cmd_sync() {
	local tmp
	if [ ! -d "$tree/.git" ]; then
		create_tree
		return
	fi
	if [ "$(base_version)" != "$(wanted_version)" ]; then
		say "base is $(base_version), linux-source-$kbase is now $(wanted_version)"
		if tree_differs_from "$tree/.git/project/synced"; then
			die "the tree holds unexported work: make export (or make kernel-reset to drop it)"
		fi
		create_tree
		return
	fi
	tmp=$(mktemp -d)
	copy_patches "$tmp"
	if same_dir "$tmp" "$tree/.git/project/synced"; then
		rm -rf "$tmp"
		if tree_differs_from "$tree/.git/project/synced"; then
			say "building local, unexported work in $tree (make export when done)"
		fi
		return
	fi
	rm -rf "$tmp"
	if tree_differs_from "$tree/.git/project/synced"; then
		die "${pdir#"$top"/}/ changed and $tree holds unexported work too: make export, or make kernel-reset"
	fi
	say "${pdir#"$top"/}/ changed: re-applying the series"
	apply_series
}

cmd_export() {
	local tmp f
	[ -d "$tree/.git" ] || die "no tree at $tree"
	[ -z "$(g status --porcelain --untracked-files=no)" ] ||
		die "uncommitted changes in $tree: commit them first"
	tmp=$(mktemp -d)
	format_tree "$tmp"
	for f in $(series_files); do rm -f "$pdir/$f"; done
	mkdir -p "$pdir"
	cp "$tmp"/*.patch "$pdir/" 2>/dev/null || true
	{
		echo "# Applied in this order on the pristine base with git am."
		echo "# 0000-cover-letter.patch is the series' cover letter, not applied."
		cat "$tmp/series"
	} >"$pdir/series"
	copy_patches "$tree/.git/project/synced"
	rm -rf "$tmp"
	say "exported $(series_files | wc -l) patches to ${pdir#"$top"/}/"
}

cmd_check_exported() {
	local tmp ref rc=0
	[ -d "$tree/.git" ] || { say "no kernel tree: nothing unexported"; return 0; }
	if [ -n "$(g status --porcelain --untracked-files=no)" ]; then
		echo "uncommitted changes in $tree:"
		g status --short --untracked-files=no | head -n 20
		rc=1
	fi
	tmp=$(mktemp -d)
	ref=$(mktemp -d)
	format_tree "$tmp"
	copy_patches "$ref"
	if ! same_dir "$tmp" "$ref"; then
		echo "commits in $tree differ from patches/:"
		diff -r -q "$ref" "$tmp" | sed -e "s|$ref|patches|g" -e "s|$tmp|tree|g" || true
		rc=1
	fi
	rm -rf "$tmp" "$ref"
	[ $rc -eq 0 ] && say "${pdir#"$top"/}/ holds all of $tree"
	return $rc
}

# A prefix of the series, checked out on its own (make check-core): found
# by its last commit's subject, which survives a re-cut that renumbers.
cmd_at() {
	local dir=$1 subject=$2 c
	c=$(g log --format='%H %s' base..HEAD |
		awk -v s="$subject" '{ h = $1; sub(/^[^ ]+ /, "") } $0 == s { print h }')
	[ -n "$c" ] || die "no commit of the series has the subject '$subject'"
	[ "$(echo "$c" | wc -l)" -eq 1 ] || die "several commits have the subject '$subject'"
	case $dir in
	"$top"/build/*) ;;
	*) die "at: $dir is not a directory of $top/build" ;;
	esac
	# A worktree of a tree since re-created is gone: make it again.
	if [ "$(git -C "$dir" rev-parse --show-toplevel 2>/dev/null)" != "$dir" ] ||
	   [ "$(git -C "$dir" rev-parse --git-common-dir 2>/dev/null)" != "$tree/.git" ]; then
		rm -rf "$dir"
		g worktree prune
		g worktree add -q --detach "$dir" "$c"
	fi
	git -C "$dir" reset -q --hard "$c"
	say "$dir: $(git -C "$dir" log -1 --format='%h %s'), $(g rev-list --count base.."$c") patches"
}

case "${1:-}" in
sync) cmd_sync ;;
at) [ $# -eq 3 ] || die "usage: $0 at DIR SUBJECT"; cmd_at "$2" "$3" ;;
export) cmd_export ;;
check-exported) cmd_check_exported ;;
reset) rm -rf "$tree"; create_tree ;;
*) die "usage: $0 sync|export|check-exported|reset|at DIR SUBJECT" ;;
esac
