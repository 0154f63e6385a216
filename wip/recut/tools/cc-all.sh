#!/bin/bash
# Compile-check every commit of base..recut: the objects of the files the series touches
# that exist at that commit. Log in /work/main/wip/recut/cc-all.log
cd /work/main/build/wt-recut
log=/work/main/wip/recut/cc-all.log
: > $log
objs="kernel/trace/trace_events_bpf_filter.o kernel/trace/trace_events_bpf_filter_write.o kernel/trace/bpf_filter_elf.o
kernel/trace/trace_events.o kernel/trace/trace_events_filter.o kernel/trace/trace.o kernel/trace/trace_kprobe.o
kernel/trace/trace_uprobe.o kernel/trace/trace_fprobe.o kernel/trace/trace_syscalls.o kernel/trace/bpf_trace.o
kernel/trace/error_report-traces.o kernel/bpf/syscall.o kernel/bpf/btf.o kernel/bpf/log.o kernel/bpf/inode.o
kernel/bpf/core.o kernel/bpf/trampoline.o kernel/bpf/arraymap.o kernel/bpf/verifier.o"
i=0; start=${1:-1}
for c in $(git rev-list --reverse base..recut); do
	i=$((i+1))
	[ $i -lt $start ] && continue
	git checkout -q $c || break
	list=""
	for o in $objs; do [ -f ${o%.o}.c ] && list="$list $o"; done
	echo "=== $i $(git log -1 --format='%h %s')" >> $log
	nice -n 19 make O=.o -j2 W=1 olddefconfig >/dev/null 2>&1
	nice -n 19 make O=.o -j2 W=1 $list > /tmp/recut-ccall.$$ 2>&1; rc=$?
	grep -i 'warning:\|error:' /tmp/recut-ccall.$$ >> $log
	echo "rc=$rc" >> $log
done
git checkout -q recut
rm -f /tmp/recut-ccall.$$
echo DONE >> $log
