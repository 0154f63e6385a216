#!/usr/bin/env python3
# reword.py SUBJECT OUTFILE: read the message of the recut commit with SUBJECT, apply
# (old, new) pairs given as a python file on stdin, write OUTFILE
import subprocess, sys
subj, out = sys.argv[1], sys.argv[2]
h = subprocess.run(['git', 'log', '--format=%h', '-F', '--grep=' + subj, 'base..recut'], capture_output=True, text=True).stdout.split()
assert len(h) == 1, h
s = subprocess.run(['git', 'log', '-1', '--format=%B', h[0]], capture_output=True, text=True).stdout
pairs = eval(sys.stdin.read())
for old, new in pairs:
    assert old in s, old[:60]
    s = s.replace(old, new)
open(out, 'w').write(s.rstrip('\n') + '\n')
