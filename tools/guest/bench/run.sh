#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# "make bench" in the guest: the RFC's 1M skb alloc/free loop, row by row.
# Prints one "bench: ROW iterations=N ns=T ns_per_iter=X" line per row.
T=/sys/kernel/tracing
E=$T/events/bpf_filter_bench/bench_skb
R=/sys/kernel/debug/bpf_filter_bench/run
J=/proc/sys/net/core/bpf_jit_enable
n=1000000
for arg in $(cat /proc/cmdline); do
	case "$arg" in pj.n=*) n=${arg#pj.n=} ;; esac
done

insmod /lib/modules/bpf_filter_bench.ko || exit 1
# Results are printed at the end: console output while rows run would
# bring serial interrupts whose timing the host decides.
out=/tmp/bench.out
: >$out
# Each row starts after a second of idle (free under -icount sleep=off):
# the program a filter write replaced is freed after an RCU grace period,
# by a worker, which should not run inside the row.
loop="sleep 1; echo $n >$R"
run() { sh -c "$loop" && echo "bench: $1 $(cat $R)" >>$out; }

# Let boot-time work finish first (the mouse probe, the TSC calibration
# and the clocksource switch come about 3 s after boot): it would run
# inside the first row. Idle time costs nothing under -icount sleep=off.
sleep 5
echo 1000 >$R			# warm up caches and the allocator
# Every row runs on CPU 0, as the perf peer must.
taskset -p 1 $$ >/dev/null
run bare
echo 1 >$E/enable
run tracing_on
echo 'name == "eth5"' >$E/filter
run predicate
cat /bpf/bench_filter.o >$E/filter
run bpf_jit
echo 0 >$J
cat /bpf/bench_filter.o >$E/filter
echo 1 >$J
grep -q 'jited=0' $E/filter || echo "bench: error: not interpreted" >>$out
run bpf_interp
cat /bpf/bench_keep.o >$E/filter
run bpf_keep_all
cat /bpf/bench_btf.o >$E/filter
run bpf_btf_jit
echo 0 >$E/filter
# bpf_jit's program loaded by libbpf and attached with a bpf_link
# (BPF_TRACE_EVENT_FILTER) instead of written: the same install, the same
# probe path, so the same cost.
bpfattach link $E/filter /bpf/bench_filter.o "$loop" >>$out 2>&1 &&
	echo "bench: bpf_link_jit $(cat $R)" >>$out
echo 0 >$E/enable
run tracing_off
# The peers: the same loop while bpfattach holds the program attached.
peer() { # peer ROW MODE TARGET OBJ
	bpfattach "$2" "$3" "$4" "$loop" >>$out 2>&1 &&
		echo "bench: $1 $(cat $R)" >>$out
}
peer peer_raw_tracepoint rawtp bench_skb /bpf/bench_filter.o
peer peer_tp_btf tp_btf bench_skb /bpf/bench_btf.o
peer peer_perf_set_bpf perf bpf_filter_bench/bench_skb /bpf/bench_perf.o
rmmod bpf_filter_bench
cat $out
echo "bench: done"
