#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# kconfig-check.sh DOTCONFIG FRAGMENT...
#
# Fail, naming each one, when an option a fragment asks for is not what the
# final .config holds (Kconfig silently drops options whose dependencies are
# not met).
set -euo pipefail

config=$1; shift
bad=0
while IFS= read -r line; do
	case "$line" in
	CONFIG_*=*)
		opt=${line%%=*}
		want=$line
		;;
	"# CONFIG_"*" is not set")
		opt=${line#\# }
		opt=${opt%% *}
		want="# $opt is not set"
		;;
	*) continue ;;
	esac
	if [ "$want" = "# $opt is not set" ]; then
		grep -q "^$opt=" "$config" || continue
		got=$(grep "^$opt=" "$config")
	else
		grep -qxF "$want" "$config" && continue
		got=$(grep -e "^$opt=" -e "^# $opt is not set" "$config" || echo "(absent)")
	fi
	echo "kconfig-check: wanted '$want', .config has '$got'" >&2
	bad=1
done < <(cat "$@")
if [ $bad -ne 0 ]; then
	echo "kconfig-check: FAILED: $config lacks options the fragments ask for" >&2
	exit 1
fi
