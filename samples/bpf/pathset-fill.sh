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

batch=$(mktemp)
trap 'rm -f $batch' EXIT
# One awk for the whole list, as a process a name (od, head, tr) took most
# of a 500-name fill's time on a slow guest. Bytes, not characters: C locale.
# The directory reaches awk through the environment, where -v would take
# its backslashes for escapes.
MAPS=$maps LC_ALL=C awk -v op=$op -v prefix="$prefix" '
BEGIN {
	maps = ENVIRON["MAPS"]
	for (i = 1; i < 256; i++)
		ord[sprintf("%c", i)] = i
	value = op == "update" ? " value 1" : ""
}
# bytes(S, SIZE): the bytes of S, NUL-padded to SIZE, as bpftool takes a key
function bytes(s, size,   i, out) {
	out = ""
	for (i = 1; i <= size; i++)
		out = out (i <= length(s) ? ord[substr(s, i, 1)] : 0) " "
	return out
}
# bucket(S): the key size of the hash map of S, whose key holds its NUL
function bucket(s) {
	if (length(s) < 16)
		return 16
	return length(s) < 64 ? 64 : 256
}
$0 == "" { next }
length($0) > 255 {
	print "pathset-fill.sh: longer than 255 bytes: " $0 >"/dev/stderr"
	exit 1
}
prefix != "" {
	bits = length($0) * 8
	print "map " op " pinned " maps "/prefixes key " bits % 256 " " \
		int(bits / 256) " 0 0 " bytes($0, 256) value
	next
}
{
	b = bucket($0)
	print "map " op " pinned " maps "/names_" b " key " bytes($0, b) value
}' >$batch || exit 1
bpftool batch file $batch >/dev/null
