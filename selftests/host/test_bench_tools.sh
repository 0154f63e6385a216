# SPDX-License-Identifier: GPL-2.0
# bench-check.sh passes a sane run and fails a missing or misordered row
# or a guest error;
# bench-table.sh computes per-iteration costs, overheads and ratios from
# the run's own figures.
set -eu
. "$(dirname "$0")/../../tools/lib.sh"
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
row() { echo "bench: $1 iterations=1000 ns=$(($2 * 1000)) ns_per_iter=$2.000"; }
{
	echo "[    0.000000] Linux version 7.2.13+ (root@host) (gcc 12.2.0) #1"
	row bare 2000; row tracing_on 2600; row predicate 2300; row bpf_jit 2100
	row bpf_interp 2400; row bpf_keep_all 2700; row bpf_btf_jit 2060
	row bpf_link_jit 2100; row bpf_taskset 2150
	row tracing_off 2000; row peer_raw_tracepoint 2080; row peer_tp_btf 2050
	row peer_perf_set_bpf 2500
	row open_bare 5000; row open_event 6000; row open_pathset 5500
	row open_inode_cold 7000; row open_inode_warm 5200
	row open_kprobe_pred 5800; row open_kprobe_bpf 5200
	row open_kprobe_perf 5250
	row sys_event 5600; row sys_pred 5500; row sys_bpf 5150
	row sys_peer_perf 5200; row sys_peer_rawtp 5100
	row up_bare 1000; row up_event 9000; row up_pred 8500; row up_bpf 8000
	row up_peer_perf 8100
	row bpf_act_never 2104; row bpf_mark 2400
	row mk_bare 3000; row mk_marker 3500
} >"$d/good"
"$top/tools/bench/bench-check.sh" "$d/good"
grep -v '^bench: predicate' "$d/good" >"$d/missing"
fails "$top/tools/bench/bench-check.sh" "$d/missing"
sed 's/^bench: tracing_on .*/bench: tracing_on iterations=1000 ns=1000 ns_per_iter=1.000/' "$d/good" >"$d/order"
fails "$top/tools/bench/bench-check.sh" "$d/order"
# An "interpreter" row that ran the JIT: the guest says so, and the run fails.
{ cat "$d/good"; echo "bench: error: not interpreted"; } >"$d/error"
fails "$top/tools/bench/bench-check.sh" "$d/error"
# Keeping all no dearer than tracing on: the filter did not run.
sed 's/^bench: bpf_keep_all .*/bench: bpf_keep_all iterations=1000 ns=2600000 ns_per_iter=2600.000/' "$d/good" >"$d/keep"
fails "$top/tools/bench/bench-check.sh" "$d/keep"
# A tp_btf drop dearer than a predicate drop: the claim does not hold.
sed 's/^bench: bpf_btf_jit .*/bench: bpf_btf_jit iterations=1000 ns=2400000 ns_per_iter=2400.000/' "$d/good" >"$d/btf"
fails "$top/tools/bench/bench-check.sh" "$d/btf"
# An inode cache no cheaper warm than cold: it does not work.
sed 's/^bench: open_inode_warm .*/bench: open_inode_warm iterations=1000 ns=7000000 ns_per_iter=7000.000/' "$d/good" >"$d/cache"
fails "$top/tools/bench/bench-check.sh" "$d/cache"
# A syscall event's BPF drop no cheaper than its predicate's.
sed 's/^bench: sys_bpf .*/bench: sys_bpf iterations=1000 ns=5500000 ns_per_iter=5500.000/' "$d/good" >"$d/sys"
fails "$top/tools/bench/bench-check.sh" "$d/sys"
"$top/tools/bench/bench-table.sh" "$d/good" "$d/out" "make bench" >"$d/table"
# The open rows' overhead is over open_bare, not over the skb loop's bare.
grep -qE '^\| open\(2\), path set filter: .* +\| +5\.500 \| +5500\.0 \| +500\.0 \|$' "$d/table"
grep -q 'path set filter (drops) / event recorded, per open: 0.50' "$d/table"
grep -q 'inode verdict, warm cache / cold, per open: 0.10' "$d/table"
grep -q 'kprobe event, BPF-dropped / perf kprobe BPF overhead: 0.80' "$d/table"
grep -q 'syscall event, BPF-dropped / perf tracepoint BPF overhead: 0.75' "$d/table"
grep -q 'syscall event, BPF-dropped / raw sys_enter floor overhead: 1.50' "$d/table"
grep -q 'uprobe event, BPF-dropped / perf uprobe BPF overhead: 0.99' "$d/table"
grep -qE '^\| visit\(\) uprobe event, BPF filter \(drops all\) +\| +8\.000 \| +8000\.0 \| +7000\.0 \|$' "$d/table"
grep -qE '^\| open\(2\), sys_enter_openat, BPF filter filter_openat_flags .* +\| +5\.150 \| +5150\.0 \| +150\.0 \|$' "$d/table"
grep -q 'BPF task set (2 hash lookups) / BPF JIT overhead: 1.50' "$d/table"
# A mark's cost is bpf_mark's overhead over bpf_jit's; trace_marker's is
# over the writes to /dev/null, not over the skb loop's bare.
grep -q 'BPF with an action never taken / BPF JIT overhead: 1.04' "$d/table"
grep -q "a BPF filter's mark / a trace_marker write's record, ns: 300.0 / 500.0 = 0.60" "$d/table"
grep -q 'BPF-dropped / predicate-dropped overhead: 0.33' "$d/table"
grep -q 'BPF-dropped / raw tracepoint floor overhead: 1.25' "$d/table"
grep -q 'interpreter / JIT overhead: 4.00' "$d/table"
grep -q 'bpf_link-attached / written overhead, same program: 1.00' "$d/table"
grep -q 'tp_btf BPF-dropped / predicate-dropped overhead: 0.20' "$d/table"
grep -q 'tp_btf BPF-dropped / tp_btf floor overhead: 1.20' "$d/table"
grep -qE '^\| BPF filter, JIT \(drops all\) +\| +2\.100 \| +2100\.0 \| +100\.0 \|$' "$d/table"
grep -q 'Made by `make bench`' "$d/out/bench.md"
# The table names the kernel the guest booted, from its console.
grep -q "^# The RFC's table on Linux 7.2.13: " "$d/out/bench.md"
test -s "$d/out/bench.png"
# A run writes bench.md and bench.png, never a cover letter: only -c
# (make bench-cover) replaces its Performance section, the rest kept, and
# writes nothing else; a second run changes nothing.
printf 'Subject: x\n\nDesign\n------\n\ntext\n\nPerformance\n-----------\n\nold figures\n\nPatches\n-------\n\n  1  a\n' >"$d/cover"
cp "$d/cover" "$d/cover.0"
touch "$d/mark"; sleep 0.1
(cd "$d" && "$top/tools/bench/bench-table.sh" -c "$d/cover" "$d/good" "make bench" >/dev/null)
after=$(find "$d" -mindepth 1 -newer "$d/mark" | grep -vx "$d/cover" || true)
[ -z "$after" ] || { echo "bench-table.sh -c wrote more than the cover letter: $after"; exit 1; }
grep -q '^  BPF JIT  *2\.1  *2100\.0  *100\.0$' "$d/cover"
grep -q '^Design$' "$d/cover"
grep -q '^  1  a$' "$d/cover"
# a mail's width: no line of the section over 72 columns
long=$(awk 'length > 72' "$d/cover")
[ -z "$long" ] || { echo "bench-table.sh -c wrote lines over 72 columns: $long"; exit 1; }
fails grep -q 'old figures' "$d/cover"
cp "$d/cover" "$d/cover.1"
"$top/tools/bench/bench-table.sh" -c "$d/cover" "$d/good" "make bench" >/dev/null
cmp "$d/cover" "$d/cover.1"
# make bench's recipe gives bench-table.sh no cover letter.
shopt -s nullglob
sed -n '/^bench:/,/^$/p' "$top"/Makefile "$top"/mk/*.mk >"$d/recipe"
grep -q 'bench-table.sh' "$d/recipe"
fails grep -q 'cover' "$d/recipe"
