#!/usr/bin/env python3
"""Rebuild recut on top of its prep patches for master 80a8333c6 (41-44 reworked):
every commit k>=10 takes recut-old's files at k, then the files master changed get
their version for k (see README)."""
import subprocess, sys, os
W = '/work/main/build/wt-recut'
ST = '/work/main/wip/recut/stages'
NEW = '80a8333c6'
OLDM = '2c9653cfb'
os.chdir(W)
env = dict(os.environ, GIT_AUTHOR_NAME="BPF Event Filter Project", GIT_AUTHOR_EMAIL="bpf-event-filter@example.org",
           GIT_COMMITTER_NAME="BPF Event Filter Project", GIT_COMMITTER_EMAIL="bpf-event-filter@example.org", GIT_EDITOR="true")
def git(*a, inp=None):
    r = subprocess.run(['git'] + list(a), capture_output=True, text=True, input=inp, env=env)
    if r.returncode:
        sys.exit('git %s: %s' % (' '.join(a), r.stderr))
    return r.stdout
def show(rev, path):
    return git('show', '%s:%s' % (rev, path))
def put(path, text):
    open(path, 'w').write(text)
old = git('rev-list', '--reverse', 'base..recut-old').split()
assert len(old) == 28
git('checkout', '-q', '-B', 'recut', old[8])
tr_final = open(ST + '/final_trace.h').read()
a = tr_final.index('#endif /* CONFIG_BPF_EVENT_FILTER_WRITE */\n\n') + len('#endif /* CONFIG_BPF_EVENT_FILTER_WRITE */\n\n')
b = tr_final.index('#ifdef CONFIG_BPF_EVENT_FILTER\n')
P1 = tr_final[a:b]
c = b + len('#ifdef CONFIG_BPF_EVENT_FILTER\n')
P2 = tr_final[c:tr_final.index('bool trace_event_bpf_filter_installed(')]
e = tr_final.index('#else\nstatic inline bool\ntrace_event_bpf_filter_verdict(') + len('#else\n')
P3 = tr_final[e:tr_final.index('static inline bool trace_event_bpf_filter_installed')]
def cutblk(s, start, end):
    i = s.index(start); j = s.index(end, i) + len(end)
    return s[:i] + s[j:]
def blocks(k):
    p2, p3 = P2, P3
    if k < 18:
        p2 = p2.replace('bool trace_event_bpf_filter_uprobe(struct trace_event_file *file,\n\t\t\t\t   struct pt_regs *regs);\n', '')
        p2 = cutblk(p2, '/**\n * trace_event_bpf_filter_skip_uprobe', '}\n\n')
        p3 = cutblk(p3, 'static inline bool\ntrace_event_bpf_filter_skip_uprobe', '}\n\n')
    if k < 11:
        p2 = p2.replace('bool trace_event_bpf_filter_regs(struct trace_event_file *file,\n\t\t\t\t struct pt_regs *regs);\n', '')
        p2 = cutblk(p2, '/**\n * trace_event_bpf_filter_skip_regs', '}\n\n')
        p3 = cutblk(p3, 'static inline bool\ntrace_event_bpf_filter_skip_regs', '}\n\n')
        p2 = p2.lstrip('\n')
    if k < 19:
        p2 = p2.replace(' * trace_event_bpf_filter_skip_regs - a kprobe, kretprobe, fprobe or\n *\ttracepoint probe event\'s check\n',
                        ' * trace_event_bpf_filter_skip_regs - a kprobe or kretprobe event\'s check\n')
    return p2, p3
def trace_h(k, s):
    p2, p3 = blocks(k)
    i = s.index('#ifdef CONFIG_BPF_EVENT_FILTER\n')
    s = s[:i] + P1 + '#ifdef CONFIG_BPF_EVENT_FILTER\n' + p2 + s[i + len('#ifdef CONFIG_BPF_EVENT_FILTER\n'):]
    anchor = '#else\nstatic inline bool trace_event_bpf_filter_installed'
    assert s.count(anchor) == 1
    return s.replace(anchor, '#else\n' + p3 + 'static inline bool trace_event_bpf_filter_installed')
cstage = {10: 'v9', 11: 'v10', 12: 'v10', 13: 'v10', 14: 'v10', 15: 'v10', 16: 'v10', 17: 'v17', 18: 'v18',
          19: 'v19', 20: 'v20', 21: 'v20', 22: 'v20', 23: 'v20', 24: 'v23', 25: 'v24'}
wstage = {24: 'w23', 25: 'w24'}
delta_te = git('diff', OLDM, NEW, '--', 'kernel/trace/trace_events.c')
delta_tp = git('diff', OLDM, NEW, '--', 'kernel/trace/trace_probe.h')
delta_cfg = git('diff', OLDM, NEW, '--', 'tools/testing/selftests/bpf/config')
for k in range(10, 29):
    o = old[k - 1]
    paths = git('diff', '--name-only', 'base', o).split()
    git('checkout', o, '--', *paths)
    ch = []
    put('include/linux/trace_events.h', show(NEW, 'include/linux/trace_events.h')); ch.append('include/linux/trace_events.h')
    put('kernel/trace/trace.h', trace_h(k, show(o, 'kernel/trace/trace.h'))); ch.append('kernel/trace/trace.h')
    git('apply', '-', inp=delta_te); ch.append('kernel/trace/trace_events.c')
    if k >= 18:
        t = open('kernel/trace/trace_probe.h').read()
        i = t.index('\n#ifdef CONFIG_BPF_EVENT_FILTER\nbool trace_event_bpf_filter_uprobe')
        j = t.index('#endif /* CONFIG_BPF_EVENT_FILTER */\n', i) + len('#endif /* CONFIG_BPF_EVENT_FILTER */\n')
        put('kernel/trace/trace_probe.h', t[:i] + t[j:]); ch.append('kernel/trace/trace_probe.h')
    for f, k0 in [('trace_kprobe.c', 11), ('trace_syscalls.c', 17), ('trace_uprobe.c', 18), ('trace_fprobe.c', 19)]:
        if k >= k0:
            put('kernel/trace/' + f, show(NEW, 'kernel/trace/' + f)); ch.append('kernel/trace/' + f)
    if k >= 26:
        for f in ['trace_events_bpf_filter.c', 'trace_events_bpf_filter.h', 'trace_events_bpf_filter_write.c']:
            put('kernel/trace/' + f, show(NEW, 'kernel/trace/' + f))
    else:
        put('kernel/trace/trace_events_bpf_filter.c', open('%s/%s.c' % (ST, cstage[k])).read())
        put('kernel/trace/trace_events_bpf_filter.h', open('%s/%s.h' % (ST, cstage[k])).read())
        if k in wstage:
            put('kernel/trace/trace_events_bpf_filter_write.c', open('%s/%s.c' % (ST, wstage[k])).read())
    ch += ['kernel/trace/trace_events_bpf_filter.c', 'kernel/trace/trace_events_bpf_filter.h']
    if k >= 24:
        ch.append('kernel/trace/trace_events_bpf_filter_write.c')
    if k >= 21:
        put('tools/testing/selftests/bpf/prog_tests/event_filter.c', show(NEW, 'tools/testing/selftests/bpf/prog_tests/event_filter.c'))
        ch.append('tools/testing/selftests/bpf/prog_tests/event_filter.c')
        put('tools/testing/selftests/bpf/config', show(NEW, 'tools/testing/selftests/bpf/config')); ch.append('tools/testing/selftests/bpf/config')
    git('add', '-f', *ch)
    git('add', '-u')
    git('commit', '-q', '--allow-empty', '-C', o, '--reset-author')
    print(k, git('log', '-1', '--format=%h %s').strip(), git('diff', '--stat', o, 'HEAD').strip().splitlines()[-1:] )
