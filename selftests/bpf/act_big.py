#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""act_big.py LOADS MAPS: the C of act_big, an acting filter as long as
the test wants: LOADS loads of the values of MAPS read-only maps (a
section .rodata.N each), and an arm of sched:sched_process_exit that no
run reaches; it drops every event. A subsystem's write must scan it once,
not once for each event it goes on (bpf/65)."""
import sys


def main():
    loads, maps = int(sys.argv[1]), int(sys.argv[2])
    out = ['#include "act_lo.h"', '']
    for m in range(maps):
        out.append(f'const volatile char act_big_n{m}[8] '
                   f'SEC(".rodata.n{m}") = "n{m}";')
    out += ['', 'SEC("raw_tp")', 'int act_big(void *ctx)', '{']
    for i in range(loads):
        out.append(f'\tasm volatile("r1 = %[n] ll" :: '
                   f'[n]"i"(act_big_n{i % maps}) : "r1");')
    out += ['\tif (bpf_get_smp_processor_id() == 12345)',
            '\t\tbpf_event_filter_arm("sched:sched_process_exit");',
            '\treturn 0;', '}']
    print('\n'.join(out))


if __name__ == '__main__':
    main()
