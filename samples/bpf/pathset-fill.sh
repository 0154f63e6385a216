#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# pathset-fill.sh [-d] [-p] MAPS_DIR: add (-d: remove) the names read from
# stdin, one a line, to the set of filter_pathset.c pinned at MAPS_DIR
# (bpftool prog load ... pinmaps MAPS_DIR): each name into the hash map of
# its length's bucket, NUL-padded to its key size; with -p, as prefixes
# into the LPM trie. One bpftool process for the whole list:
#
#   ls -d /etc/* | pathset-fill.sh /sys/fs/bpf/pathset_maps
#   echo /tmp/ | pathset-fill.sh -p /sys/fs/bpf/pathset_maps
op=update
prefix=
while [ $# -gt 1 ]; do
	case "$1" in
	-d) op=delete ;;
	-p) prefix=1 ;;
	*) break ;;
	esac
	shift
done
maps=${1:?usage: pathset-fill.sh [-d] [-p] MAPS_DIR <names}

# STRING's bytes, NUL-padded to SIZE, as bpftool takes a key
bytes() {
	{ printf '%s' "$1"; head -c $(($2 - ${#1})) /dev/zero; } |
		od -An -v -tu1 | tr -s ' \n' '  '
}

# SIZE: the bucket of a name, whose key holds its NUL
bucket() {
	local n=$((${#1} + 1))
	if [ $n -le 16 ]; then
		echo 16
	elif [ $n -le 64 ]; then
		echo 64
	else
		echo 256
	fi
}

batch=$(mktemp)
trap 'rm -f $batch' EXIT
value=
[ $op = update ] && value=" value 1"
while IFS= read -r name; do
	[ -n "$name" ] || continue
	if [ ${#name} -gt 255 ]; then
		echo "pathset-fill.sh: longer than 255 bytes: $name" >&2
		exit 1
	fi
	if [ -n "$prefix" ]; then
		bits=$((${#name} * 8))
		echo "map $op pinned $maps/prefixes key $((bits & 255)) $((bits >> 8))" \
			"0 0 $(bytes "$name" 256)$value"
	else
		b=$(bucket "$name")
		echo "map $op pinned $maps/names_$b key $(bytes "$name" $b)$value"
	fi
done >$batch
bpftool batch file $batch >/dev/null
