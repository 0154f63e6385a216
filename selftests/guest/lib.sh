# SPDX-License-Identifier: GPL-2.0
# Helpers for the guest .tc scripts (sourced; scripts run under sh -e).

T=/sys/kernel/tracing

JIT=/proc/sys/net/core/bpf_jit_enable

# What the tests may change and reset_tracing puts back, as it was at boot:
# the JIT setting, the trace options and the modules loaded
# (save_boot_state, from the runner).
save_boot_state() {
	cat $JIT >/tmp/boot.jit
	cat $T/trace_options >/tmp/boot.options
	cut -d' ' -f1 /proc/modules >/tmp/boot.modules
}

# The lines of file $1 that are not comments or empty, read whole with the
# shell's read (no process: about 0.15 s each on the debug kernel).
file_lines() {
	local l
	while read -r l; do
		case $l in
		"#"* | "") ;;
		*) echo "$l" ;;
		esac
	done <"$1"
}

# Remove every trigger of the trigger files given, action triggers of all
# of them first (a hist trigger cannot go while an onmatch() one, maybe
# another event's, refers to it), as ftracetest's reset_trigger_file does.
clear_triggers() {
	local f line pass
	for pass in actions all; do
		for f in "$@"; do
			file_lines "$f" >/tmp/reset.lines
			while read -r line; do
				case $pass:$line in
				actions:*:on*"("*) ;;
				actions:*) continue ;;
				esac
				echo "!${line%% \[*}" >>"$f"
			done </tmp/reset.lines
		done
	done
	rm -f /tmp/reset.lines
}

# The events a listing names, one "SYSTEM/EVENT" a line: file $1 is
# show_event_filters or show_event_triggers, whose entries start with
# "SYSTEM:EVENT"; a filter's text may take more lines (a refused one's
# error and caret), which name no event directory. Read whole before
# anything changes what it lists.
listed_events() {
	local e rest
	while read -r e rest; do
		case $e in
		?*:?*) ;;
		*) continue ;;
		esac
		[ -d "$T/events/${e%%:*}/${e#*:}" ] && echo "${e%%:*}/${e#*:}"
	done <"$1"
	return 0
}

# The event files (trigger or filter, $1) that hold something to clear.
# 7.2 lists them in show_event_triggers and show_event_filters; older
# kernels have every event's file read. (On 7.2's debug kernel, timed in
# the guest from /proc/uptime, a reset that read them took 13 s, 7 of them
# in the reads, and a process costs about 0.15 s: hence the listings and
# the shell's own loops, 0.57 s.)
events_holding() {
	local e list
	if [ "$1" = trigger ] && [ -r $T/show_event_triggers ]; then
		list=$(listed_events $T/show_event_triggers)
	elif [ "$1" = filter ] && [ -r $T/show_event_filters ]; then
		list=$(listed_events $T/show_event_filters)
	elif [ "$1" = trigger ]; then
		# A trigger file with triggers has a line without "#".
		grep -l -v -e '^#' -e '^$' $T/events/*/*/trigger 2>/dev/null
		return 0
	else
		# A filter file without a filter reads "none".
		grep -L -x none $T/events/*/*/filter 2>/dev/null
		return 0
	fi
	for e in $list; do
		echo "$T/events/$e/$1"
	done
}

# Bring tracing back to a known state: tracing on, every event off with no
# filter or trigger, empty buffers and error_log, no dynamic events, no
# instances, no pid lists, no snapshot, tracefs's group root; the JIT
# setting and the modules as at boot. Runs before each test, and never
# fails: a write the state refuses must not end a caller under sh -e.
reset_tracing() {
	__reset_tracing || :
	return 0
}

__reset_tracing() {
	local f m j mnt opts boot
	echo 0 >$T/tracing_on
	echo 0 >$T/events/enable
	# Instances first: a dynamic event enabled in one cannot be deleted.
	# One a killed test's process still holds open is busy a moment.
	for f in $T/instances/*; do
		[ -d "$f" ] || continue
		for j in 1 2 3 4 5 6 7 8 9 10; do
			rmdir "$f" 2>/dev/null && break
			sleep 0.1
		done
	done
	# ftrace:print's trigger file (trace_marker's event) is in no event
	# listing, 7.2's show_event_triggers included.
	f=$T/events/ftrace/print/trigger
	[ -e $f ] || f=
	clear_triggers $(events_holding trigger) $f
	# A subsystem's filter file with a filter has a line without "#".
	for f in $(events_holding filter) \
		 $(grep -l -v -e '^#' -e '^$' $T/events/*/filter 2>/dev/null); do
		echo 0 >"$f" 2>/dev/null
	done
	# Pins (bpf/35, 36): links that own filters, programs, maps; a
	# dangling symlink is a pin too, and so is a name with a dot first.
	for f in /sys/fs/bpf/* /sys/fs/bpf/.[!.]* /sys/fs/bpf/..?*; do
		{ [ -e "$f" ] || [ -L "$f" ]; } && rm -rf "$f" 2>/dev/null
	done
	echo >$T/kprobe_events 2>/dev/null
	echo >$T/uprobe_events 2>/dev/null
	echo >$T/dynamic_events 2>/dev/null
	echo nop >$T/current_tracer
	echo >$T/set_event_pid
	echo >$T/set_event_notrace_pid 2>/dev/null
	[ -e $T/snapshot ] && echo 0 >$T/snapshot 2>/dev/null
	echo >$T/trace
	echo >$T/error_log
	# tracefs shows gid= among its options unless the group is root's.
	while read -r _ mnt _ opts _; do
		[ "$mnt" = $T ] || continue
		case $opts in
		*gid=*) mount -o remount,gid=0 $T 2>/dev/null ;;
		esac
	done </proc/mounts
	[ -f /tmp/boot.jit ] && read -r j </tmp/boot.jit && echo "$j" >$JIT
	# The options a test changed (latency-format, say), as at boot
	if [ -f /tmp/boot.options ]; then
		opts=" $(echo $(cat $T/trace_options)) "
		while read -r m; do
			case $opts in
			*" $m "*) ;;
			*) echo "$m" >$T/trace_options 2>/dev/null ;;
			esac
		done </tmp/boot.options
	fi
	if [ -f /tmp/boot.modules ]; then
		boot=" "
		while read -r m; do
			boot="$boot$m "
		done </tmp/boot.modules
		# The list read whole first: rmmod changes /proc/modules.
		for m in $(cut -d' ' -f1 /proc/modules); do
			case $boot in
			*" $m "*) ;;
			*) rmmod "$m" 2>/dev/null ;;
			esac
		done
	fi
	echo 1 >$T/tracing_on
	return 0
}

fail() {
	echo "FAIL: $*"
	exit 1
}

# assert_eq WHAT EXPECTED ACTUAL
assert_eq() {
	[ "$2" = "$3" ] || fail "$1: expected '$2', got '$3'"
	echo "ok: $1 = $3"
}

# assert_match WHAT PATTERN FILE: FILE has a line matching grep -E PATTERN
assert_match() {
	grep -qE -- "$2" "$3" || {
		echo "--- $3:"
		cat "$3"
		fail "$1: no line matching '$2'"
	}
	echo "ok: $1"
}

# Centiseconds since boot
cs() {
	local up idle
	read up idle </proc/uptime
	echo "${up%.*}${up#*.}"
}

# Number of trace records whose line matches grep -E PATTERN.
trace_count() {
	grep -v '^#' $T/trace | grep -cE -- "$1" || true
}

# Sum of "entries:" over the per-CPU ring buffer stats of tracing dir $1.
buffer_entries() {
	local d=${1:-$T} sum=0 n
	for n in $(sed -n 's/^entries: //p' "$d"/per_cpu/cpu*/stats); do
		sum=$((sum + n))
	done
	echo $sum
}

# expect_error ERRNO WHAT CMD...: CMD, a write by wfile (which names the
# errno of the write(2) that failed), maybe under capdrop or su, must fail
# with errno ERRNO (EINVAL, EPERM...). Its output is left in $out. The one
# way the tests expect a refusal.
expect_error() {
	local errno=$1 what=$2
	shift 2
	out=$("$@" 2>&1) && fail "$what: succeeded, wanted $errno"
	case "$out" in
	*"$errno"*) echo "ok: $what: $errno" ;;
	*) fail "$what: wanted $errno, got: $out" ;;
	esac
}

# Write $2 to file $1 expecting failure with errno name $3.
expect_write_error() {
	expect_error "$3" "writing '$2' to $1" wfile "$1" "$2"
}

BPF=/bpf
# The function of open(2) a kprobe event sees the struct filename in:
# do_filp_open(), named do_file_open() in 7.2
OPEN_FN=do_filp_open
grep -q ' do_file_open$' /proc/kallsyms && OPEN_FN=do_file_open
NRX=$T/events/net/netif_receive_skb

# A veth pair v0/v1: frames sent out of v0 are received on v1. busybox's
# ip cannot name the peer: the kernel calls it veth0, renamed here.
veth_up() {
	if [ ! -d /sys/class/net/v0 ]; then
		ip link add name v0 type veth || fail "cannot create a veth pair"
		ip link set dev veth0 name v1 || fail "no veth peer veth0"
	fi
	ip link set v0 up
	ip link set v1 up
	# The positive control of every "v0 frames dropped" check: with no
	# filter, each frame out of v0 is an event.
	local n
	n=$(count_rx v0 3)
	[ "$n" = 3 ] || fail "veth: 3 frames out of v0 made $n events with no filter"
	echo >$T/trace
}

# bpf_count prog|map [REGEX]: how many programs or maps the kernel holds
# (bpftool KIND show), of those whose line matches REGEX after "ID: ". A
# bpftool that fails prints no count: the comparison it feeds fails.
bpf_count() {
	local out
	out=$(bpftool "$1" show) || {
		echo "FAIL: bpftool $1 show failed" >&2
		return 1
	}
	echo "$out" | grep -cE "^[0-9]+: ${2:-}" || true
}

prog_count() {
	bpf_count prog
}

# settles WHAT EXPECTED CMD...: CMD prints EXPECTED, now or within 10 s.
# A pin's reference goes after an RCU grace period (bpffs frees its
# inodes so), a program's maps after another: counts right after an
# unpin lag.
settles() {
	local what=$1 want=$2
	shift 2
	assert_eq "$what" "$want" "$(settles_quietly "$want" "$@")"
}

# settles_quietly WANT CMD...: CMD's last output, once it is WANT or
# after 10 s
settles_quietly() {
	local want=$1 i=0 got
	shift
	while got=$("$@") && [ "$got" != "$want" ] && [ $i -lt 10 ]; do
		i=$((i + 1))
		sleep 1
	done
	echo "$got"
}

# On a failure, which programs are held and by what: the links, and the
# filter files that show one.
prog_count_settles() {
	local got
	got=$(settles_quietly "$1" prog_count)
	[ "$got" = "$1" ] || {
		bpftool prog show 2>&1 | grep -E '^[0-9]+:' | sed 's/^/held: /'
		bpftool link show 2>&1 | sed 's/^/link: /'
		grep -l '^bpf: ' $T/events/*/*/filter $T/instances/*/events/*/*/filter \
			2>/dev/null | sed 's/^/filter: /'
	}
	assert_eq "programs held" "$1" "$got"
}

# The values of the array map "acts" pinned at /sys/fs/bpf/$1_maps (the
# act_*.c filters: what they saw, what their kfuncs returned), in order.
acts() {
	bpftool map dump pinned /sys/fs/bpf/$1_maps/acts |
		sed -n 's/.*"value": \(-\{0,1\}[0-9]*\).*/\1/p' | tr '\n' ' ' |
		sed 's/ $//'
}

# Number of maps named $1 the kernel holds.
maps_named() {
	bpf_count map ".* name $1 "
}

# le VALUE SIZE: VALUE's SIZE bytes, little-endian, as bpftool takes a
# map's key or value
le() {
	local i=0
	while [ $i -lt $2 ]; do
		printf '%d ' $(($1 >> (8 * i) & 255))
		i=$((i + 1))
	done
}

# The id of the BPF filter in force on event dir $1, or "none".
filter_id() {
	sed -n 's/^bpf: .* id=\([0-9]*\) .*/\1/p' "$1/filter" | grep . || echo none
}

# The link= that cat filter reports for event dir $1's BPF filter, or
# nothing when it has none.
link_id() {
	sed -n 's/^bpf: .* link=\([0-9]*\).*/\1/p' "$1/filter"
}

# link_of PATH STATE: the id of the event_filter link bpftool link show
# lists for event PATH ("events/net/netif_receive_skb") in STATE
# ("attached" or "detached").
link_of() {
	bpftool link show | awk -v ev="$1" -v st="$2" '
		/^[0-9]+: event_filter / { id = $1 }
		$1 == "event" && $2 == ev && $3 == st { sub(":", "", id); print id }'
}

# The ids of the event_filter links bpftool link show lists, sorted.
filter_links() {
	bpftool link show | sed -n 's/^\([0-9]*\): event_filter .*/\1/p' | sort -n
}

# "SEEN KEPT DROPPED": the counts cat filter reports for event dir $1's
# BPF filter, or nothing when it has none.
filter_counts() {
	sed -n 's/^bpf: .* seen=\([0-9]*\) kept=\([0-9]*\) dropped=\([0-9]*\).*/\1 \2 \3/p' "$1/filter"
}

# opens_kept EVENT_DIR FILE...: open each FILE (a shell redirection, no
# exec) with the kprobe event of EVENT_DIR on, and print how many events
# the trace kept. enable is written through a descriptor opened before, so
# that the shell opens nothing else while the event is on.
opens_kept() {
	local e=$1 f
	shift
	echo >$T/trace
	exec 3>$e/enable
	echo 1 >&3
	for f in "$@"; do
		: <$f
	done
	echo 0 >&3
	exec 3>&-
	trace_count "${e##*/}: "
}

# Send $2 frames out of $1 with netif_receive_skb enabled in tracing dir
# ${3:-$T}; print how many events the trace kept.
count_rx() {
	local d=${3:-$T}
	echo >"$d/trace"
	echo 1 >"$d/events/net/netif_receive_skb/enable"
	sendraw "$1" "$2"
	echo 0 >"$d/events/net/netif_receive_skb/enable"
	grep -v '^#' "$d/trace" | grep -c 'netif_receive_skb:' || true
}
