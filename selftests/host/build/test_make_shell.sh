# SPDX-License-Identifier: GPL-2.0
# The README's examples, as a user types them: make filter builds the
# worked example (and reports clang's error for a broken file); then every
# "guest#" line the README shows is typed into make shell, each block of
# them in a guest of its own, and what the README says they print is
# checked: the output lines it shows under a command, and for each example
# what its text claims (the trace keeps the SIGKILL, trace-cmd's report
# the one sig=9, the flight recorder stops at the third failed open,
# devwatch's counts). A block no check below knows fails the test.
set -eu
. "$(dirname "$0")/../../../tools/lib.sh"
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
readme=$top/README.md
# says TEXT: the README's prose holds TEXT (its lines joined)
tr '\n' ' ' <"$readme" | tr -s ' ' >"$d/prose"
says() { grep -qF -- "$1" "$d/prose" || { echo "README no longer says: $1"; exit 1; }; }

cp "$top/samples/bpf/filter_sigkill.c" "$d/my_filter.c"
make -s -C "$top" filter SRC="$d/my_filter.c" FILTERS="$d/filters"
test -s "$d/filters/my_filter.o"
printf '#include "vmlinux.h"\nint f(void) { return nope; }\n' >"$d/bad.c"
fails make -s -C "$top" filter SRC="$d/bad.c" FILTERS="$d/filters" >"$d/bad.out" 2>&1
grep -q "use of undeclared identifier 'nope'" "$d/bad.out"
[ ! -e "$d/filters/bad.o" ]

# The README's excerpt of the worked example is the sample's code.
sed -n '/^    SEC("tp_btf\/signal_generate")/,/^    }/s/^    //p' "$readme" >"$d/excerpt"
[ "$(wc -l <"$d/excerpt")" -ge 5 ]
while IFS= read -r l; do
	grep -qF -- "$(echo "$l" | sed 's/^[[:space:]]*//')" "$top/samples/bpf/filter_sigkill.c" ||
		{ echo "README's example line not in the sample: $l"; exit 1; }
done <"$d/excerpt"

# The blocks: runs of lines indented 4 spaces that hold "guest# " lines.
# In $d/block-N: "cmd TEXT" for each command, "out TEXT" for each line the
# README shows under one (its expected output).
awk -v d="$d" '
	/^    guest# / { if (!inblock) { n++; inblock = 1 }
		       sub(/^    guest# /, ""); print "cmd " $0 > (d "/block-" n); next }
	inblock && /^    [^ ]/ { sub(/^    /, ""); print "out " $0 > (d "/block-" n); next }
	{ inblock = 0 }
	END { print n + 0 > (d "/blocks") }' "$readme"
blocks=$(cat "$d/blocks")
[ "$blocks" -ge 4 ] || { echo "README: $blocks blocks of guest# lines, wanted 4 or more"; exit 1; }

# run_block N: type block N's commands into make shell, one at a time,
# each followed by a marker whose output ("@@I@@") ends the command's
# output, and the next typed only once it is printed (what is typed
# ahead, the console would echo into the output); poweroff -f last.
# $d/out-N holds the console, $d/seg-N-I the output of command I.
run_block() {
	local n=$1 i=0 line ready=no from to pid
	# make shell's status is its last line: a coprocess's, from wait,
	# is lost when bash has reaped it already.
	coproc SHELL_RUN {
		make -s -C "$top" shell FILTERS="$d/filters" SHELL_TIMEOUT=600 2>&1
		echo "make shell: exit $?"
	}
	# Copies of the coprocess's descriptors: bash closes its own when it
	# ends, and hides them from subshells.
	exec {from}<&"${SHELL_RUN[0]}" {to}>&"${SHELL_RUN[1]}"
	pid=$SHELL_RUN_PID
	: >"$d/out-$n"
	# upto MARK: the console's lines up to one that ends in MARK
	upto() {
		while IFS= read -r -t 900 line <&"$from"; do
			line=${line%$'\r'}
			echo "$line" >>"$d/out-$n"
			case "$line" in *"$1") return 0 ;; esac
		done
		cat "$d/out-$n"
		echo "block $n: no '$1' from the guest"
		exit 1
	}
	upto "shell: ready"
	echo 'echo @@"$((0))"@@' >&"$to"
	upto "@@0@@"
	while IFS= read -r line; do
		case "$line" in
		"cmd poweroff -f") ;;
		"cmd "*)
			i=$((i + 1))
			printf '%s\necho @@"$((%d))"@@\n' "${line#cmd }" "$i" >&"$to"
			upto "@@$i@@" ;;
		esac
	done <"$d/block-$n"
	echo "poweroff -f" >&"$to"
	tr -d '\r' <&"$from" >>"$d/out-$n"
	exec {from}<&- {to}>&-
	wait "$pid" 2>/dev/null || true
	echo "=== block $n"
	cat "$d/out-$n"
	[ "$(tail -n 1 "$d/out-$n")" = "make shell: exit 0" ] ||
		{ echo "block $n: make shell failed"; exit 1; }
	grep -q 'reboot: Power down' "$d/out-$n"
	awk -v d="$d" -v n="$n" '
		/@@[0-9]+@@$/ { match($0, /@@[0-9]+@@$/)
				seg = substr($0, RSTART + 2, RLENGTH - 4) + 1; next }
		seg { print > (d "/seg-" n "-" seg) }' "$d/out-$n"
	# Each output line the README shows under a command is in its output.
	i=0
	while IFS= read -r line; do
		case "$line" in
		"cmd "*) i=$((i + 1)) ;;
		"out "*) grep -qxF -- "${line#out }" "$d/seg-$n-$i" 2>/dev/null || {
				echo "block $n, command $i: no line '${line#out }' in its output"; exit 1; } ;;
		esac
	done <"$d/block-$n"
}

# seg N PATTERN: the output of block N's command that matches PATTERN
seg() {
	local i
	i=$(grep '^cmd ' "$d/block-$1" | grep -nF -- "$2" | head -n 1 | cut -d: -f1)
	[ -n "$i" ] || { echo "block $1: no command with '$2'"; exit 1; }
	cat "$d/seg-$1-$i" 2>/dev/null || true
}

for n in $(seq 1 "$blocks"); do
	run_block "$n"
	if grep -q '^cmd cat /filters/my_filter.o > events/signal/signal_generate/filter$' "$d/block-$n"; then
		# The worked example: the trace keeps the SIGKILL only; the
		# filter file names the program, then its counts.
		seg "$n" "cat trace" >"$d/trace"
		[ "$(grep -cE 'signal_generate: sig=9 ' "$d/trace")" -eq 1 ]
		fails grep -qE 'signal_generate: sig=(15|17) ' "$d/trace"
		grep -qE '^bpf: name=filter_sigkill id=[0-9]+ .*type=' "$d/out-$n"
		grep -qE '^bpf: name=filter_sigkill .* seen=5 kept=1 dropped=4 link=[0-9]+$' "$d/out-$n"
		says '`seen=5 kept=1 dropped=4`'
		says 'the trace holds one `signal_generate: sig=9` line'
		says 'names the program (`bpf: name=filter_sigkill id=...`)'
	elif grep -q '^cmd trace-cmd record ' "$d/block-$n"; then
		# trace-cmd: the report holds the one sig=9 line.
		seg "$n" "trace-cmd report" >"$d/report"
		[ "$(grep -c 'signal_generate:.* sig=9 ' "$d/report")" -eq 1 ] ||
			{ echo "trace-cmd report: not one sig=9 line"; exit 1; }
		fails grep -q 'signal_generate:.* sig=15 ' "$d/report"
		says 'the report holds the one `sig=9` line'
	elif grep -q 'filter_flightrec.o' "$d/block-$n"; then
		# The flight recorder: tracing_on reads 0 (checked above, the
		# README's output line) and the last record is the third
		# failed open.
		grep -q '^out 0$' "$d/block-$n"
		seg "$n" "tail -n 1" >"$d/tail"
		grep -q 'sys_openat -> 0xfffffffffffffffe' "$d/tail"
		says 'that open is the last record (`sys_openat -> 0xfffffffffffffffe`'
	elif grep -q '^cmd devwatch ' "$d/block-$n"; then
		# devwatch: nothing with the map empty, lo's 3 packets with lo
		# in it, and the filter's counts.
		grep -qx 'devwatch: no device watched: 0 packets' "$d/out-$n"
		grep -qx 'devwatch: lo watched: 3 packets' "$d/out-$n"
		grep -qE '^devwatch: filter: bpf: name=devwatch .* seen=6 kept=3 dropped=3 link=[0-9]+$' "$d/out-$n"
		says 'prints `devwatch: no device watched: 0 packets`'
		says '`devwatch: lo watched: 3 packets`'
		says '`bpf: name=devwatch ... seen=6 kept=3 dropped=3 link=N`'
	else
		echo "README block $n: no check here knows what it prints:"
		cat "$d/block-$n"
		exit 1
	fi
done
