# SPDX-License-Identifier: GPL-2.0
# kconfig-check.sh fails, naming the option, when .config lacks what a
# fragment asks for, and passes when .config holds it all.
set -eu
. "$(dirname "$0")/../../tools/lib.sh"
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
printf 'CONFIG_A=y\nCONFIG_B=8\n# CONFIG_C is not set\n' >"$d/frag"
printf 'CONFIG_A=y\nCONFIG_B=8\n# CONFIG_C is not set\nCONFIG_D=y\n' >"$d/good"
printf 'CONFIG_A=y\nCONFIG_B=4\nCONFIG_C=y\n' >"$d/bad"
"$top/tools/series/kconfig-check.sh" "$d/good" "$d/frag"
if "$top/tools/series/kconfig-check.sh" "$d/bad" "$d/frag" 2>"$d/err"; then
	echo "a .config lacking options passed"; exit 1
fi
grep -q "wanted 'CONFIG_B=8'" "$d/err"
grep -q "wanted '# CONFIG_C is not set'" "$d/err"
fails grep -q "CONFIG_A" "$d/err"
printf 'CONFIG_E=y\n' >>"$d/frag"
fails "$top/tools/series/kconfig-check.sh" "$d/good" "$d/frag" 2>"$d/err"
grep -q "wanted 'CONFIG_E=y', .config has '(absent)'" "$d/err"
