# SPDX-License-Identifier: GPL-2.0
# Sourced by the host tests.

# A command that must fail ("! cmd" would not stop set -e).
fails() {
	if "$@"; then
		echo "unexpectedly succeeded: $*"
		exit 1
	fi
}
