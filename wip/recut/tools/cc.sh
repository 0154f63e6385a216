#!/bin/bash
# cc.sh OBJ...: compile single objects of the worktree in its own output dir (W=1)
cd /work/main/build/wt-recut
nice -n 19 make O=.o -j2 W=1 "$@" > /tmp/recut-cc.$$ 2>&1; rc=$?
grep -v '^make\|^  [A-Z]\|^#\|^  UPD\|^  DESCEND' /tmp/recut-cc.$$; rm -f /tmp/recut-cc.$$
echo "make rc=$rc"
