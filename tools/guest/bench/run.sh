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
	case "$arg" in guest.n=*) n=${arg#guest.n=} ;; esac
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
# Filters that act: bench_filter with a trace_off call it never makes,
# then a mark written for every event (each a record, as tracing_on's).
# Loaded by bpftool and pinned: the objects call kfuncs.
P=/sys/fs/bpf
for a in act_never mark; do
	bpftool prog load /bpf/bench_$a.o $P/bench_$a &&
		echo "bpf pinned=$P/bench_$a" >$E/filter &&
		run bpf_$a || echo "bench: error: bench_$a" >>$out
	echo 0 >$E/filter
	rm -f $P/bench_$a
done
echo >$T/trace
echo 0 >$E/filter
# bpf_jit's program loaded by libbpf and attached with a bpf_link
# (BPF_TRACE_EVENT_FILTER) instead of written: the same install, the same
# probe path, so the same cost.
bpfattach link $E/filter /bpf/bench_filter.o "$loop" >>$out 2>&1 &&
	echo "bench: bpf_link_jit $(cat $R)" >>$out
# A filter with state (samples/bpf/filter_taskset.c, pinned): pid and
# cgroup sets, empty here, so it drops all after two hash lookups.
bpftool prog load /bpf/filter_taskset.o $P/taskset pinmaps $P/taskset_maps &&
	echo "bpf pinned=$P/taskset" >$E/filter && run bpf_taskset
echo 0 >$E/filter
rm -rf $P/taskset $P/taskset_maps
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

# open(2) rows: openloop opens and closes one file n/10 times, with kprobe
# events on do_filp_open() (the path set) and vfs_open() (the inode
# cache). The file matches no name, prefix or directory of the sets: the
# filters drop every event, so a row minus open_bare is what the event and
# its filter cost an open.
F=/tmp/bench/d1/d2/d3/d4/d5/d6/file
mkdir -p ${F%/*} && : >$F
# lrun ROW CMD: CMD, a loop that times itself, after a second of idle as
# run does it; lpeer ROW MODE TARGET OBJ CMD: the same while bpfattach
# holds OBJ attached upstream's way.
lrun() {
	sh -c "sleep 1; $2" >/tmp/loop.out &&
		echo "bench: $1 $(cat /tmp/loop.out)" >>$out
}
lpeer() {
	bpfattach "$2" "$3" "$4" "sleep 1; $5 >/tmp/loop.out" >>$out 2>&1 &&
		echo "bench: $1 $(cat /tmp/loop.out)" >>$out
}
orun() { lrun "$1" "openloop $((n / 10)) $F"; }
# do_filp_open() is do_file_open() in 7.2 (selftests/guest/lib.sh)
open_fn=do_filp_open
grep -q ' do_file_open$' /proc/kallsyms && open_fn=do_file_open
echo "p:opens $open_fn" >>$T/kprobe_events
echo 'p:vopen vfs_open' >>$T/kprobe_events
O=$T/events/kprobes/opens
V=$T/events/kprobes/vopen
orun open_bare
echo 1 >$O/enable
orun open_event
# The sets of selftests/guest/bpf/37: 500 names in the three buckets and
# 16 prefixes.
bpftool prog load /bpf/filter_pathset.o $P/pathset pinmaps $P/pathset_maps &&
	echo "bpf pinned=$P/pathset" >$O/filter || echo "bench: error: path set" >>$out
for i in $(seq 0 199); do echo /srv/s$i; echo /srv/m/medium-name-$i; done >/tmp/names
for i in $(seq 0 99); do echo /srv/long/$(printf 'x%.0s' $(seq 60))-$i; done >>/tmp/names
/bpf/pathset-fill.sh $P/pathset_maps </tmp/names ||
	echo "bench: error: path set names" >>$out
seq 0 15 | sed 's|.*|/usr/lib/p&/|' | /bpf/pathset-fill.sh -p $P/pathset_maps ||
	echo "bench: error: path set prefixes" >>$out
orun open_pathset
echo 0 >$O/filter
echo 0 >$O/enable
# The inode verdict computed for every open (a cold cache), then from the
# LRU cache, warm after the first open: "dirs" names no directory of $F.
echo 1 >$V/enable
bpftool prog load /bpf/bench_inode_cold.o $P/icold pinmaps $P/icold_maps &&
	echo "bpf pinned=$P/icold" >$V/filter || echo "bench: error: inode cold" >>$out
orun open_inode_cold
bpftool prog load /bpf/filter_inode_cache.o $P/icache pinmaps $P/icache_maps &&
	echo "bpf pinned=$P/icache" >$V/filter || echo "bench: error: inode cache" >>$out
orun open_inode_warm
echo 0 >$V/filter
echo 0 >$V/enable
# A kprobe event's four ways, on the opens event: a predicate and a BPF
# filter that drop every event (no open runs as pid 0), and the same
# program through perf's kprobe BPF path instead (the peer).
echo 1 >$O/enable
echo 'common_pid == 0' >$O/filter
orun open_kprobe_pred
cat /bpf/bench_kprobe.o >$O/filter
orun open_kprobe_bpf
echo 0 >$O/filter
echo 0 >$O/enable
operf() { lpeer "$@" "openloop $((n / 10)) $F"; }
operf open_kprobe_perf perf kprobes/opens /bpf/bench_kprobe.o
echo >$T/kprobe_events
# The syscall event of the same opens, sys_enter_openat: recorded, and
# dropped by 'flags & 0x643' and by samples/bpf/filter_openat_flags.c
# (every open here is read-only); the peers run the same test through
# perf's tracepoint BPF path on the event, and from the raw sys_enter
# tracepoint that every syscall enters.
S=$T/events/syscalls/sys_enter_openat
echo 1 >$S/enable
orun sys_event
echo 'flags & 0x643' >$S/filter
orun sys_pred
cat /bpf/filter_openat_flags.o >$S/filter
orun sys_bpf
echo 0 >$S/filter
echo 0 >$S/enable
operf sys_peer_perf perf syscalls/sys_enter_openat /bpf/bench_sys_perf.o
operf sys_peer_rawtp rawtp sys_enter /bpf/bench_sys_rawtp.o
# A uprobe event on tools/guest/uprobed.c's visit(name, i), called n/10
# times: recorded, dropped by 'i < 0' and by the same test in BPF, and the
# program through perf's uprobe BPF path (the peer).
off=$(uprobed offset | cut -d' ' -f1 | cut -d= -f2)
echo "p:visit /bin/uprobed:$off i=%si:s32" >>$T/uprobe_events
UV=$T/events/uprobes/visit
UL="uprobed loop $((n / 10))"
lrun up_bare "$UL"
echo 1 >$UV/enable
lrun up_event "$UL"
echo 'i < 0' >$UV/filter
lrun up_pred "$UL"
cat /bpf/bench_uprobe.o >$UV/filter
lrun up_bpf "$UL"
echo 0 >$UV/filter
echo 0 >$UV/enable
lpeer up_peer_perf perf uprobes/visit /bpf/bench_uprobe.o "$UL"
echo >$T/uprobe_events
# trace_marker: the print entry a user's write makes, against the same
# n/10 writes to /dev/null (mk_bare).
lrun mk_bare "markloop $((n / 10)) /dev/null"
lrun mk_marker "markloop $((n / 10)) $T/trace_marker"
echo >$T/trace
rm -rf $P/*
cat $out
echo "bench: done"
