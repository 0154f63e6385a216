#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# qemu-run.sh [options] -- boot a kernel + initramfs under QEMU (TCG), show
# the serial console, keep it in a log, and give a verdict.
#
#   -k BZIMAGE    kernel (required)
#   -i INITRD     initramfs (required)
#   -a APPEND     extra kernel command line
#   -t SECONDS    time limit for the whole boot (default 900)
#   -l LOG        console log file (default build/console.log)
#   -c CPUS       guest CPUs (default 2)
#   -m MEM        guest memory (default $GUEST_MEM, or 1G)
#   -n            icount mode: guest time counts guest instructions (and no
#                 RDRAND/RDSEED, whose host randomness would change the path,
#                 and an RTC on virtual time)
#   -r            expect a result line ("guest: N passed, N failed")
#   -s            interactive (make shell): the console on this terminal,
#                 with QEMU's monitor behind Ctrl-A (Ctrl-A X stops it),
#                 kept in the log too; -t 0 sets no time limit. The exit
#                 status is QEMU's: no verdict.
#
# QEMU_EXTRA in the environment adds options (a monitor socket, say).
#
# Exit status: 0 when the guest powered off with a clean kernel log (and,
# with -r, a result line with 0 failed); 1 otherwise. The verdict is the last
# lines printed; see tools/vm/console-verdict.sh.
set -uo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
kernel="" initrd="" append="" limit=900 log=$top/build/console.log
cpus=2 mem=${GUEST_MEM:-1G} icount=() want_result="" cpu=max interactive=""
while getopts "k:i:a:t:l:c:m:nrs" o; do
	case $o in
	k) kernel=$OPTARG ;;
	i) initrd=$OPTARG ;;
	a) append=$OPTARG ;;
	t) limit=$OPTARG ;;
	l) log=$OPTARG ;;
	c) cpus=$OPTARG ;;
	m) mem=$OPTARG ;;
	n) icount=(-icount shift=0,sleep=off -rtc base=2000-01-01T00:00:00,clock=vm)
	   cpu=max,-rdrand,-rdseed ;;
	r) want_result=-r ;;
	s) interactive=yes ;;
	*) exit 2 ;;
	esac
done
[ -n "$kernel" ] && [ -n "$initrd" ] || { echo "qemu-run: -k and -i are required" >&2; exit 2; }
mkdir -p "$(dirname "$log")"

# thread=single: multi-threaded TCG has crashed kernels while ftrace and
# kprobes patch kernel text on several vCPUs.
cmdline="console=ttyS0 panic=-1 $append"
start=$(date +%s)
qemu=(qemu-system-x86_64 -machine pc -accel tcg,thread=single "${icount[@]}"
      -cpu "$cpu" -smp "$cpus" -m "$mem" -no-reboot -display none
      -nodefaults -net none
      -kernel "$kernel" -initrd "$initrd" -append "$cmdline")
# The interactive console multiplexes QEMU's monitor (Ctrl-A C); the
# others have none.
[ -n "$interactive" ] || qemu+=(-monitor none)
# QEMU_EXTRA: more QEMU options for a developer's run, e.g. a monitor
# (-monitor unix:/tmp/mon.sock,server,nowait) to look at a hung guest.
read -r -a extra <<<"${QEMU_EXTRA:-}"
qemu+=("${extra[@]}")
if [ -n "$interactive" ]; then
	# The terminal stays the guest's: timeout in the foreground, stdin
	# left alone.
	to=()
	[ "$limit" -gt 0 ] && to=(timeout --foreground --kill-after=10 "$limit")
	"${to[@]}" "${qemu[@]}" -serial mon:stdio | tee "$log"
	exit "${PIPESTATUS[0]}"
fi
if [ ${#icount[@]} -eq 0 ]; then
	# Line-buffered, so that the log follows a slow guest line by line.
	timeout --kill-after=10 "$limit" "${qemu[@]}" -serial stdio </dev/null 2>&1 |
		stdbuf -oL tr -d '\r' | tee "$log"
	rc=${PIPESTATUS[0]}
else
	# The console goes to a file, shown afterwards: a pipe that fills up
	# would pace the guest's UART by the host, and icount runs would no
	# longer repeat exactly.
	# QEMU's own messages (a bad option, a kernel it cannot read) are
	# kept aside and shown after the console, in the log as well.
	rm -f "$log.raw"
	timeout --kill-after=10 "$limit" "${qemu[@]}" -serial "file:$log.raw" \
		</dev/null >"$log.qemu" 2>&1
	rc=$?
	{
		[ ! -e "$log.raw" ] || tr -d '\r' <"$log.raw"
		sed 's/^/qemu-run: qemu said: /' "$log.qemu"
	} | tee "$log"
	rm -f "$log.qemu"
fi
echo "qemu-run: guest ran $(( $(date +%s) - start ))s, qemu exit $rc, log $log"
if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
	echo "qemu-run: TIMEOUT after ${limit}s" | tee -a "$log"
fi
exec "$top/tools/vm/console-verdict.sh" $want_result "$log"
