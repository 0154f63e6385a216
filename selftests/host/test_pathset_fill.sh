# SPDX-License-Identifier: GPL-2.0
# samples/bpf/pathset-fill.sh, as the guest runs it (busybox sh and awk),
# against a stub bpftool that prints its batch: each name goes to the
# map of its length's bucket as its bytes NUL-padded to the key size
# (computed here by od), prefixes to the LPM trie with their bit count,
# deletions without a value; a name over 255 bytes loads nothing.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
fill=$top/samples/bpf/pathset-fill.sh
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
mkdir "$d/bin"
printf '#!/bin/sh\n[ "$1" = batch ] && cat "$3" >"%s"\n' "$d/batch" >"$d/bin/bpftool"
chmod +x "$d/bin/bpftool"
ln -s "$(command -v busybox)" "$d/bin/awk"
run() { PATH=$d/bin:$PATH busybox sh "$fill" "$@"; }

# key NAME SIZE: what bpftool must get, from od rather than awk
key() {
	{ printf '%s' "$1"; head -c $(($2 - ${#1})) /dev/zero; } |
		od -An -v -tu1 | tr -s ' \n' '  ' | sed 's/^ //; s/ $//'
}
same() { # same WHAT: the batch, spaces squeezed, is $d/want
	tr -s ' ' <"$d/batch" | sed 's/ $//' >"$d/got"
	cmp -s "$d/want" "$d/got" || {
		echo "$1:"; diff "$d/want" "$d/got" | head; exit 1; }
}

s15=$(printf 'a%.0s' $(seq 15)) s16=$(printf 'b%.0s' $(seq 16))
s63=$(printf 'c%.0s' $(seq 63)) s64=$(printf 'd%.0s' $(seq 64))
s255=$(printf 'e%.0s' $(seq 255))
hi=$(printf '/t\351\377 x')
printf '%s\n' "$s15" "" "$s16" "$s63" "$s64" "$s255" "$hi" | run '/m\tx'
{
	echo "map update pinned /m\\tx/names_16 key $(key "$s15" 16) value 1"
	echo "map update pinned /m\\tx/names_64 key $(key "$s16" 64) value 1"
	echo "map update pinned /m\\tx/names_64 key $(key "$s63" 64) value 1"
	echo "map update pinned /m\\tx/names_256 key $(key "$s64" 256) value 1"
	echo "map update pinned /m\\tx/names_256 key $(key "$s255" 256) value 1"
	echo "map update pinned /m\\tx/names_16 key $(key "$hi" 16) value 1"
} >"$d/want"
same "names by bucket"

echo /tmp/ | run -p /m
echo "map update pinned /m/prefixes key 40 0 0 0 $(key /tmp/ 256) value 1" >"$d/want"
same "a prefix"
echo "$s255" | run -p /m
echo "map update pinned /m/prefixes key 248 7 0 0 $(key "$s255" 256) value 1" >"$d/want"
same "a prefix of 2040 bits"

echo /tmp/x | run -d /m
echo "map delete pinned /m/names_16 key $(key /tmp/x 16)" >"$d/want"
same "a deletion"

rm -f "$d/batch"
if printf '%s\n' /ok "f$s255" | run /m 2>"$d/err"; then
	echo "a name of 256 bytes was taken"; exit 1
fi
grep -q 'longer than 255 bytes' "$d/err"
[ ! -e "$d/batch" ] || { echo "bpftool ran after a refusal"; exit 1; }
