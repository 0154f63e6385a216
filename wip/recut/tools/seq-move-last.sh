#!/bin/sh
# GIT_SEQUENCE_EDITOR: move the last pick to before the pick whose subject matches $MOVE_BEFORE
python3 - "$1" <<'PY'
import os, sys
p = sys.argv[1]
lines = open(p).read().splitlines(True)
picks = [i for i, l in enumerate(lines) if l.startswith('pick ')]
last = lines.pop(picks[-1])
for i, l in enumerate(lines):
    if l.startswith('pick ') and os.environ['MOVE_BEFORE'] in l:
        lines.insert(i, last)
        break
else:
    sys.exit('no match')
open(p, 'w').write(''.join(lines))
PY
