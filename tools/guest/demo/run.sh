#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# "make run": a filter on a real event, end to end, in the guest.
T=/sys/kernel/tracing
E=$T/events/syscalls/sys_enter_kill
echo "demo: predicate filter 'sig == 0' on syscalls:sys_enter_kill"
echo 'sig == 0' >$E/filter
echo 1 >$E/enable
for i in 1 2 3; do kill -0 $$; done
kill -CONT $$
echo 0 >$E/enable
echo "demo: cat $E/filter"
cat $E/filter
echo "demo: 3 x kill(sig 0) kept, 1 x kill(SIGCONT) dropped; the trace:"
grep -v '^#' $T/trace
