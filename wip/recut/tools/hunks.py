#!/usr/bin/env python3
"""hunks.py list FILE | hunks.py apply FILE 1,3,5 : hunks of `git diff HEAD master -- FILE`
(run in the worktree); apply applies the chosen hunks to the working tree."""
import subprocess, sys
def diff(f):
    return subprocess.run(['git', 'diff', 'HEAD', 'master', '--', f], capture_output=True, text=True, check=True).stdout
def split(d):
    lines = d.splitlines(keepends=True)
    head, hunks, cur = [], [], None
    for l in lines:
        if l.startswith('@@'):
            cur = [l]; hunks.append(cur)
        elif cur is None:
            head.append(l)
        else:
            cur.append(l)
    return head, hunks
cmd, f = sys.argv[1], sys.argv[2]
head, hunks = split(diff(f))
if cmd == 'list':
    for i, h in enumerate(hunks, 1):
        ch = [l for l in h[1:] if l[:1] in '+-' and l[1:].strip()]
        print(i, h[0].split('@@')[2].strip()[:50], '|', (ch[0][:90].rstrip() if ch else ''), '| +%d -%d' % (sum(l[0]=='+' for l in h[1:]), sum(l[0]=='-' for l in h[1:])))
elif cmd == 'show':
    for i in map(int, sys.argv[3].split(',')):
        sys.stdout.write(''.join(hunks[i-1]))
else:
    sel = [int(x) for x in sys.argv[3].split(',')] if len(sys.argv) > 3 and sys.argv[3] != 'all' else range(1, len(hunks)+1)
    patch = ''.join(head) + ''.join(''.join(hunks[i-1]) for i in sel)
    subprocess.run(['git', 'apply', '--recount', '-'], input=patch, text=True, check=True)
