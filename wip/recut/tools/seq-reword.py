#!/usr/bin/env python3
# GIT_SEQUENCE_EDITOR: after each pick whose subject starts a line in $REWORD_MAP
# ("subject-prefix\tfile" lines), add an exec that amends the message from file.
import os, sys
p = sys.argv[1]
m = [l.rstrip('\n').split('\t') for l in open(os.environ['REWORD_MAP']) if l.strip()]
out = []
for l in open(p):
    out.append(l)
    if l.startswith('pick '):
        subj = l.split(' ', 2)[2].rstrip('\n')
        for pre, f in m:
            if subj.startswith(pre):
                out.append('exec git commit -q --amend -F %s\n' % f)
open(p, 'w').write(''.join(out))
