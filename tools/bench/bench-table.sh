#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# bench-table.sh CONSOLE_LOG OUTDIR COMMAND -- the RFC's table from one
# "make bench" run: prints it, and writes OUTDIR/bench.md (table, ratios,
# command) and OUTDIR/bench.png (gnuplot bar charts) from the same figures.
# bench-table.sh -c COVER_LETTER CONSOLE_LOG COMMAND -- prints it and
# replaces the cover letter's "Performance" section with it, and writes
# nothing else ("make bench-cover": the cover letter changes only when
# asked to).
# Guest time runs on -icount shift=0: 1 ns is one guest instruction.
set -euo pipefail

cover=""
if [ "${1:-}" = -c ]; then
	# out: nowhere, so that a write there fails the run.
	cover=$2 log=$3 out=/dev/null/nowhere cmd=$4
else
	log=$1 out=$2 cmd=$3
	mkdir -p "$out"
fi
dat=$(mktemp)
trap 'rm -f "$dat"' EXIT

. "$(dirname "$0")/../lib.sh"
bench_rows

declare -A ns iters
while read -r _ row kv1 kv2 _; do
	iters[$row]=${kv1#iterations=}
	ns[$row]=${kv2#ns=}
done < <(grep -aE '^bench: [a-z_]+ iterations=[0-9]+ ns=[0-9]+' "$log" | tr -d '\r')
for r in "${rows[@]}"; do
	[ -n "${ns[$r]:-}" ] || { echo "bench: no figure for row $r in $log" >&2; exit 1; }
done

# The skb loop's rows, the open(2) rows (their own loop, n/10 opens of
# one file, measured against open_bare), the syscall event's rows (the
# same loop: shown under open_bare) and the uprobe rows (n/10 calls of a
# probed function, against up_bare).
skb_rows=() open_rows=() sys_rows=(open_bare) up_rows=() mk_rows=()
for r in "${rows[@]}"; do
	case $r in
	mk_*) mk_rows+=("$r") ;;
	open_*) open_rows+=("$r") ;;
	sys_*) sys_rows+=("$r") ;;
	up_*) up_rows+=("$r") ;;
	*) skb_rows+=("$r") ;;
	esac
done

base() {
	case $1 in
	open_* | sys_*) echo open_bare ;;
	up_*) echo up_bare ;;
	mk_*) echo mk_bare ;;
	*) echo bare ;;
	esac
}
per() { awk -v t="${ns[$1]}" -v n="${iters[$1]}" 'BEGIN { printf "%.1f", t / n }'; }
over() { awk -v a="$(per "$1")" -v b="$(per "$(base "$1")")" 'BEGIN { printf "%.1f", a - b }'; }
ratio() { awk -v a="$(over "$1")" -v b="$(over "$2")" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }

# table_of FORMAT NAMES DIGITS ROWS [RULE]: the header, RULE if given, and
# one line per row of the array ROWS named from the array NAMES, totals in
# ms with DIGITS decimals.
table_of() {
	local fmt=$1 digits=$3 r
	local -n names=$2 which=$4

	printf "$fmt" "row" "total (ms)" "ns/iter" "overhead (ns)"
	[ -z "${5:-}" ] || echo "$5"
	for r in "${which[@]}"; do
		printf "$fmt" "${names[$r]}" \
			"$(awk -v t="${ns[$r]}" -v d="$digits" 'BEGIN { printf "%.*f", d, t / 1e6 }')" \
			"$(per "$r")" "$(over "$r")"
	done
}

dashes() { printf -- '-%.0s' $(seq "$1"); }

# Markdown, for bench.md and the console: table ROWS.
table() {
	table_of '| %-72s | %14s | %9s | %13s |\n' label 3 "$1" \
		"|$(dashes 74)|$(dashes 16)|$(dashes 11)|$(dashes 15)|"
}

# The same, narrow enough for a mail.
table_short() {
	table_of '%-16s %11s %9s %13s\n' short 1 "$1"
}

ratios() {
	echo "- BPF-dropped / predicate-dropped overhead: $(ratio bpf_jit predicate) (target <= 0.35, the RFC's ratio)"
	echo "- BPF-dropped / raw tracepoint floor overhead: $(ratio bpf_jit peer_raw_tracepoint) (target <= 1.25)"
	echo "- tp_btf BPF-dropped / predicate-dropped overhead: $(ratio bpf_btf_jit predicate) (target <= 0.35)"
	echo "- tp_btf BPF-dropped / tp_btf floor overhead: $(ratio bpf_btf_jit peer_tp_btf) (target <= 1.25)"
	echo "- bpf_link-attached / written overhead, same program: $(ratio bpf_link_jit bpf_jit) (target 1.00)"
	echo "- interpreter / JIT overhead: $(ratio bpf_interp bpf_jit) (target >= 2)"
	echo "- BPF keeping all / tracing on overhead: $(ratio bpf_keep_all tracing_on)"
	echo "- perf SET_BPF / raw tracepoint floor overhead: $(ratio peer_perf_set_bpf peer_raw_tracepoint)"
	echo "- BPF task set (2 hash lookups) / BPF JIT overhead: $(ratio bpf_taskset bpf_jit)"
}

open_ratios() {
	echo "- path set filter (drops) / event recorded, per open: $(ratio open_pathset open_event)"
	echo "- inode verdict, warm cache / cold, per open: $(ratio open_inode_warm open_inode_cold)"
	echo "- kprobe event, BPF-dropped / predicate-dropped overhead: $(ratio open_kprobe_bpf open_kprobe_pred) (target < 1)"
	echo "- kprobe event, BPF-dropped / perf kprobe BPF overhead: $(ratio open_kprobe_bpf open_kprobe_perf) (target <= 1.15)"
}

sys_ratios() {
	echo "- syscall event, BPF-dropped / predicate-dropped overhead: $(ratio sys_bpf sys_pred) (target < 1)"
	echo "- syscall event, BPF-dropped / perf tracepoint BPF overhead: $(ratio sys_bpf sys_peer_perf) (target <= 1.15)"
	echo "- syscall event, BPF-dropped / raw sys_enter floor overhead: $(ratio sys_bpf sys_peer_rawtp)"
}

# Filters that act: an action never taken, and a mark (bpf_mark's
# overhead over bpf_jit's) against trace_marker's record (over mk_bare)
act_ratios() {
	# met within the 4 ns steps a row moves by between builds
	echo "- BPF with an action never taken / BPF JIT overhead: $(ratio bpf_act_never bpf_jit)" \
		"(target 1.00: $(awk -v a="$(over bpf_act_never)" -v j="$(over bpf_jit)" \
			'BEGIN { print (a - j <= 4 ? "met" : "missed by " sprintf("%.1f", a - j) " ns") }'))"
	echo "- a BPF filter's mark / a trace_marker write's record, ns: $(awk -v m="$(over bpf_mark)" -v j="$(over bpf_jit)" -v t="$(over mk_marker)" \
		'BEGIN { printf "%.1f / %.1f = %.2f", m - j, t, (t > 0 ? (m - j) / t : 0) }')"
}

up_ratios() {
	echo "- uprobe event, BPF-dropped / predicate-dropped overhead: $(ratio up_bpf up_pred) (target < 1)"
	echo "- uprobe event, BPF-dropped / perf uprobe BPF overhead: $(ratio up_bpf up_peer_perf) (target <= 1.15)"
}

n=${iters[bare]}
# The kernel the guest ran (its boot line), which the table is of.
kver=$(grep -aom1 'Linux version [^ ]*' "$log" | cut -d' ' -f3 || true)
kver=${kver%+}
[ -n "$cover" ] || {
	echo "# The RFC's table on Linux ${kver:-?}: $n x netdev_alloc_skb(lo, 128) + kfree_skb()"
	echo
	echo "Made by \`$cmd\` (QEMU TCG, \`-icount shift=0,sleep=off\`: guest time"
	echo "counts guest instructions, 1 ns = 1 instruction; how closely runs"
	echo "agree: bench-notes.md)."
	echo "Overhead is ns/iter over the no-tracing row. Every figure below"
	echo "comes from that run (tools/bench/bench-table.sh)."
	echo
	table skb_rows
	echo
	ratios
	echo
	echo "The chart: the overhead of each row, one panel per kind of event (the"
	echo "tables below), the event recorded in grey, a predicate in orange, our"
	echo "BPF filter in blue, upstream's BPF paths in green."
	echo
	echo "![chart](bench.png)"
	echo
	echo "## open(2) with stateful filters: $((n / 10)) x open + close of one file"
	echo
	echo "The samples built on maps (samples/bpf/filter_pathset.c,"
	echo "filter_inode_cache.c), pinned and named in kprobe events' filters;"
	echo "the opened file matches none of their sets. Overhead is ns/iter over"
	echo "the open_bare row."
	echo
	table open_rows
	echo
	open_ratios
	echo
	echo "## A syscall event: the same opens, syscalls:sys_enter_openat"
	echo
	echo "The event recorded, then dropped by a predicate and by"
	echo "samples/bpf/filter_openat_flags.c (every open of the loop is"
	echo "read-only), against upstream's ways of running the same test: perf's"
	echo "tracepoint BPF path on the event, and a raw tracepoint program on"
	echo "sys_enter, which every syscall enters. Overhead is over open_bare."
	echo
	table sys_rows
	echo
	sys_ratios
	echo
	echo "## A uprobe event: $((n / 10)) calls of a probed function"
	echo
	echo "tools/guest/uprobed.c's visit(name, i) in a loop, with a uprobe event"
	echo "on it: recorded, dropped by a predicate and by the same test in BPF,"
	echo "and the program through perf's uprobe BPF path instead. Overhead is"
	echo "over up_bare, the loop without the probe."
	echo
	table up_rows
	echo
	up_ratios
	echo
	echo "## Filters that act: a mark against trace_marker"
	echo
	echo "A filter that calls an action kfunc on a branch never taken"
	echo "(bpf_act_never: its run is made the CPU's, and records are checked"
	echo "after, as for any acting filter) against the same filter without it;"
	echo "a mark per event (bpf_mark: an ftrace:bpf_filter_mark record, the"
	echo "event dropped) over bpf_jit, against the print record that a write of"
	echo "the same line to trace_marker makes, $((n / 10)) writes, over the"
	echo "same writes to /dev/null (mk_bare)."
	echo
	table mk_rows
	echo
	act_ratios
} >"$out/bench.md"
table skb_rows
ratios
echo
table open_rows
open_ratios
echo
table sys_rows
sys_ratios
echo
table up_rows
up_ratios
echo
table mk_rows
act_ratios

# With -c, the cover letter's "Performance" section, up to the next
# section, is replaced by this run's table (no figure in it is typed in),
# and nothing else is written.
# A ratio line as the cover letter shows it: indented, wrapped at 72
# columns (a mail's width) before its "(target ...)" where it can be,
# continued 4 columns further in.
cover_ratio_lines() {
	sed -e 's/^- /  /' -e 's/ overhead:/:/' | awk '
		length($0) <= 72 { print; next }
		{
			line = $0
			while (length(line) > 72) {
				# before the parenthesis that fits, else a space
				cut = 72
				while (cut > 10 && substr(line, cut, 2) != " (")
					cut--
				if (cut <= 10)
					for (cut = 72; cut > 10 && substr(line, cut, 1) != " "; )
						cut--
				if (cut <= 10) {
					# no space to break at: cut the word
					print substr(line, 1, 72)
					line = "      " substr(line, 73)
					continue
				}
				print substr(line, 1, cut - 1)
				line = "      " substr(line, cut + 1)
			}
			print line
		}'
}
if [ -n "$cover" ]; then
	perf=$(mktemp)
	{
		echo "Performance"
		echo "-----------"
		echo
		echo "The RFC's benchmark on Linux ${kver:-?}: $n x"
		echo "netdev_alloc_skb(lo, 128) + kfree_skb() in a module, its tracepoint"
		echo "carrying the device name."
		echo "Guest instructions under QEMU -icount shift=0 (1 ns = 1"
		echo "instruction, the same on every run of one build), from \`$cmd\`:"
		echo
		table_short skb_rows | sed 's/^/  /'
		echo
		ratios | cover_ratio_lines
		echo
		echo "open(2) of one file, $((n / 10)) times, with kprobe events and the"
		echo "samples built on maps (overhead over open(2) without events):"
		echo
		table_short open_rows | sed 's/^/  /'
		echo
		open_ratios | cover_ratio_lines
		echo
		echo "The syscall event of the same opens, sys_enter_openat:"
		echo
		table_short sys_rows | sed 's/^/  /'
		echo
		sys_ratios | cover_ratio_lines
		echo
		echo "A uprobe event on a function called $((n / 10)) times:"
		echo
		table_short up_rows | sed 's/^/  /'
		echo
		up_ratios | cover_ratio_lines
		echo
		echo "Filters that act: a trace_off call never taken, a mark per event"
		echo "(skb rows above), and trace_marker's record, $((n / 10)) writes:"
		echo
		table_short mk_rows | sed 's/^/  /'
		echo
		act_ratios | cover_ratio_lines
	} >"$perf"
	awk -v perf="$perf" '
		/^Performance$/ { skip = 1; while ((getline l < perf) > 0) print l; print ""; next }
		skip && /^[A-Z][A-Za-z ]*$/ && prev == "" { skip = 0 }
		{ prev = $0 }
		!skip { print }
	' "$cover" >"$cover.tmp"
	grep -q '^Performance$' "$cover.tmp" || { echo "bench: no Performance section in $cover" >&2; exit 1; }
	mv "$cover.tmp" "$cover"
	rm -f "$perf"
	echo "bench: updated the Performance section of $cover"
	exit 0
fi

# The chart: what each way of filtering adds to an event, over the loop
# without it, one panel per kind of event, ours beside upstream's.
# Colours: 1 the event recorded, 2 a predicate, 3 our BPF filter,
# 4 upstream's BPF (perf, raw tracepoints).
colour() {
	case $1 in
	tracing_on | *_event) echo 1 ;;
	predicate | *_pred) echo 2 ;;
	peer_* | *_perf | *_rawtp) echo 4 ;;
	*) echo 3 ;;
	esac
}
panel() { # panel FILE ROW...: "label" overhead colour, one line a row
	local f=$1 r
	shift
	for r in "$@"; do
		printf '"%s" %s %s\n' "${short[$r]}" "$(over "$r")" "$(colour "$r")"
	done >"$f"
}
panel "$dat.static" tracing_on predicate bpf_jit bpf_btf_jit bpf_link_jit \
	bpf_taskset bpf_act_never bpf_mark bpf_interp bpf_keep_all \
	peer_raw_tracepoint peer_tp_btf peer_perf_set_bpf
panel "$dat.kprobe" open_event open_kprobe_pred open_kprobe_bpf open_kprobe_perf
panel "$dat.sys" sys_event sys_pred sys_bpf sys_peer_perf sys_peer_rawtp
panel "$dat.uprobe" up_event up_pred up_bpf up_peer_perf
trap 'rm -f "$dat" "$dat".*' EXIT
# plot_panel FILE TITLE: one panel's horizontal bars, with their values
plot_panel() {
	printf 'set title "%s"\n' "$2"
	printf 'plot "%s" using (0):0:(0):2:($0-0.38):($0+0.38):3:ytic(1) with boxxyerror lc variable, \\\n' "$1"
	printf '     "" using 2:0:(sprintf(" %%.0f", $2)) with labels left\n'
}
{
	cat <<GP
set terminal pngcairo size 1100,820 font ",10" noenhanced
set output "$out/bench.png"
set style fill solid 0.85 noborder
set linetype 1 lc rgb "#9a9a9a"
set linetype 2 lc rgb "#e08a2c"
set linetype 3 lc rgb "#2f6fb0"
set linetype 4 lc rgb "#4a9a4a"
set xlabel "ns per event over the loop without it (guest instructions)"
set xrange [0:*]
set yrange [:] reverse
set offsets 0, graph 0.12, 0.6, 0.6
set grid xtics lc rgb "#dddddd"
unset key
set multiplot layout 2,2 title "What a filter adds to an event: make bench, n = $n (grey recorded, orange predicate, blue our BPF filter, green upstream's BPF)"
GP
	plot_panel "$dat.static" "static tracepoint (skb alloc/free, $n)"
	plot_panel "$dat.kprobe" "kprobe event (do_filp_open, $((n / 10)) opens)"
	plot_panel "$dat.sys" "syscall event (sys_enter_openat, $((n / 10)) opens)"
	plot_panel "$dat.uprobe" "uprobe event (uprobed's visit(), $((n / 10)) calls)"
	echo "unset multiplot"
} | gnuplot
echo "bench: wrote $out/bench.md and $out/bench.png"
