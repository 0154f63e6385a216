#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""act_big.py LOADS MAPS: the C of act_big, an acting filter as large as
the test wants in all a filter's preparation reads: LOADS loads of the
values of MAPS read-only maps (a section .rodata.nN each), and, under a
global that nothing sets (act_small.c says why), an arm and a disarm of
each of 64 names, as many as a filter may pass: 8 events of sched, as
many as a filter may arm, and 56 names of no event; it drops every
event. A subsystem's write reads the verifier's record of them once, and
looks the names up once, not once for each event it goes on (bpf/65)."""
import sys

EVENTS = ['sched_process_exit', 'sched_process_fork', 'sched_process_exec',
          'sched_process_free', 'sched_process_wait', 'sched_wakeup',
          'sched_wakeup_new', 'sched_kthread_stop']


def main():
    loads, maps = int(sys.argv[1]), int(sys.argv[2])
    out = ['#include "act_lo.h"', '', 'int act_big_never;', '']
    for m in range(maps):
        out.append(f'const volatile char act_big_n{m}[8] '
                   f'SEC(".rodata.n{m}") = "n{m}";')
    out += ['', 'SEC("raw_tp")', 'int act_big(void *ctx)', '{']
    for i in range(loads):
        out.append(f'\tasm volatile("r1 = %[n] ll" :: '
                   f'[n]"i"(act_big_n{i % maps}) : "r1");')
    names = [f'sched:{e}' for e in EVENTS]
    names += [f'act_big:n{i}' for i in range(64 - len(EVENTS))]
    out.append('\tif (act_big_never) {')
    for name in names:
        out.append(f'\t\tbpf_event_filter_arm("{name}");')
        out.append(f'\t\tbpf_event_filter_disarm("{name}");')
    out += ['\t}', '\treturn 0;', '}']
    print('\n'.join(out))


if __name__ == '__main__':
    main()
