# SPDX-License-Identifier: GPL-2.0
# README's "Write and try your own filter", as a user does it: make filter
# builds the worked example (and reports clang's error for a broken file),
# then the README's guest commands are typed into make shell: the trace of
# signal:signal_generate keeps the SIGKILL and drops the SIGTERM.
set -eu
. "$(dirname "$0")/../../../tools/lib.sh"
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT

cp "$top/samples/bpf/filter_sigkill.c" "$d/my_filter.c"
make -s -C "$top" filter SRC="$d/my_filter.c" FILTERS="$d/filters"
test -s "$d/filters/my_filter.o"
printf '#include "vmlinux.h"\nint f(void) { return nope; }\n' >"$d/bad.c"
fails make -s -C "$top" filter SRC="$d/bad.c" FILTERS="$d/filters" >"$d/bad.out" 2>&1
grep -q "use of undeclared identifier 'nope'" "$d/bad.out"
[ ! -e "$d/filters/bad.o" ]

# The README's guest commands, as it shows them ("    guest# CMD"), of
# the worked example: up to its poweroff (later examples follow it).
sed -n 's/^    guest# //p' "$top/README.md" | sed '/^poweroff -f$/q' >"$d/cmds"
grep -q '^cat /filters/my_filter.o > events/signal/signal_generate/filter$' "$d/cmds"
[ "$(tail -n 1 "$d/cmds")" = "poweroff -f" ]

# Type them once the guest says it is ready; the guest powers off at the
# end, which ends make shell (SHELL_TIMEOUT if it does not).
coproc SHELL_RUN { make -s -C "$top" shell FILTERS="$d/filters" SHELL_TIMEOUT=600 2>&1; }
# Copies of the coprocess's descriptors: bash closes its own when it ends,
# and hides them from subshells.
exec {from}<&"${SHELL_RUN[0]}" {to}>&"${SHELL_RUN[1]}"
pid=$SHELL_RUN_PID
ready=no
while IFS= read -r -t 900 line <&"$from"; do
	echo "$line" >>"$d/out"
	case "$line" in *"shell: ready"*) ready=yes; break ;; esac
done
[ $ready = yes ] || { cat "$d/out"; echo "the guest shell never said it was ready"; exit 1; }
cat "$d/cmds" >&"$to"
tr -d '\r' <&"$from" >>"$d/out"
wait "$pid" || { cat "$d/out"; echo "make shell failed"; exit 1; }
cat "$d/out"
grep -qE 'signal_generate: sig=9 ' "$d/out"
fails grep -qE 'signal_generate: sig=15 ' "$d/out"
grep -qE '^bpf: name=filter_sigkill id=[0-9]+ .*type=' "$d/out"
# The filter's own counts, after the kills, as the README gives them.
grep -qE '^bpf: name=filter_sigkill .* seen=5 kept=1 dropped=4 link=[0-9]+$' "$d/out"
grep -q '`seen=5 kept=1 dropped=4`' "$top/README.md"
grep -q 'reboot: Power down' "$d/out"
# The README's excerpt of the example is the sample's code.
sed -n '/^    SEC("tp_btf\/signal_generate")/,/^    }/s/^    //p' "$top/README.md" >"$d/excerpt"
[ "$(wc -l <"$d/excerpt")" -ge 5 ]
while IFS= read -r l; do
	grep -qF -- "$(echo "$l" | sed 's/^[[:space:]]*//')" "$top/samples/bpf/filter_sigkill.c" ||
		{ echo "README's example line not in the sample: $l"; exit 1; }
done <"$d/excerpt"
