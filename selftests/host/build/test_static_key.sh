# SPDX-License-Identifier: GPL-2.0
# The probes test trace_event_bpf_filter_key with a jump label, so that
# while no event has a BPF filter they pay a NOP (Documentation/hot-path.md):
# every static event's probe (trace_event_raw_event_<class>, or the
# do_trace_event_raw_event_<class> it calls), the kprobe and kretprobe
# handlers, and those of syscall, uprobe and fprobe events, read off the
# built vmlinux's __jump_table. Synthetic events have a probe of their
# own and take no BPF filter.
set -eu
top=$(cd "$(dirname "$0")/../../.." && pwd)
vmlinux=${KTREE:-${B:-$top/build}/linux}/.out/vmlinux
out=$(python3 "$top/tools/series/jump-table.py" "$vmlinux" trace_event_bpf_filter_key \
	trace_event_raw_event_ do_trace_event_raw_event_ \
	kprobe_trace_func kretprobe_trace_func ftrace_syscall_enter \
	ftrace_syscall_exit uprobe_trace_func uretprobe_trace_func \
	__uprobe_trace_func fentry_trace_func fexit_trace_func)
keyed=$(echo "$out" | sed -n 's/^yes //p')
n=0
for f in $(echo "$out" | awk '$2 ~ /^trace_event_raw_event_/ { print $2 }'); do
	[ "$f" = trace_event_raw_event_synth ] && continue
	echo "$keyed" | grep -qx -e "$f" -e "do_$f" || {
		echo "$f: no jump label on trace_event_bpf_filter_key"
		exit 1
	}
	n=$((n + 1))
done
# tinyconfig plus the project's options has some 250 event classes.
[ $n -gt 100 ] || { echo "only $n event probes in $vmlinux"; exit 1; }
# Each handler, or one of the names gcc may leave it under (the uprobe
# handlers' shared part is inlined into both, or not).
for fs in kprobe_trace_func kretprobe_trace_func ftrace_syscall_enter \
	  ftrace_syscall_exit fentry_trace_func fexit_trace_func \
	  "__uprobe_trace_func uprobe_trace_func" \
	  "__uprobe_trace_func uretprobe_trace_func"; do
	found=
	for f in $fs; do
		echo "$keyed" | grep -qx "$f" && found=$f
	done
	[ -n "$found" ] || {
		echo "${fs%% *}: no jump label on trace_event_bpf_filter_key"
		exit 1
	}
done
echo "$n event probes and the kprobe, syscall, uprobe and fprobe handlers test the key"
