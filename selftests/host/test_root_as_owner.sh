# SPDX-License-Identifier: GPL-2.0
# Root only where it is needed: make as root in a clone that a user owns
# runs every goal but deps as that user (tools/as-owner.mk), so that a
# "sudo make test" leaves no root-owned build/; AS_ROOT=1 keeps root.
# Run by a normal user, make runs as that user and says nothing of it.
set -eu
. "$(dirname "$0")/../../tools/lib.sh"
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
mkdir -p "$d/clone/tools/guest"
cp -r "$top/Makefile" "$top/mk" "$d/clone/"
cp "$top/tools/as-owner.mk" "$top/tools/deps.sh" "$top/tools/lib.sh" "$d/clone/tools/"
cp "$top/tools/guest/test_progs.mk" "$d/clone/tools/guest/"
if [ "$(id -u)" -ne 0 ]; then
	make -s -C "$d/clone" help >"$d/out"
	fails grep -q 'root only for make deps' "$d/out"
	grep -q '^make run' "$d/out"
	exit 0
fi
chmod 755 "$d"
chown -R nobody: "$d/clone"
make -s -C "$d/clone" help >"$d/out" 2>&1
cat "$d/out"
grep -q '^make: root only for make deps; help as nobody' "$d/out"
grep -q '^make run ' "$d/out"
# The goal really ran as the owner: a file it makes is theirs.
printf 'id:\n\t@id -un >%s/whoami\n' "$d/clone" >"$d/clone/who.mk"
sed -i 's/^endif # AS_OWNER$/include who.mk\n&/' "$d/clone/Makefile"
chown nobody: "$d/clone/who.mk" "$d/clone/Makefile"
make -s -C "$d/clone" id >/dev/null 2>&1
[ "$(cat "$d/clone/whoami")" = nobody ]
[ "$(stat -c %U "$d/clone/whoami")" = nobody ]
AS_ROOT=1 make -s -C "$d/clone" id >/dev/null 2>&1
[ "$(cat "$d/clone/whoami")" = root ]
