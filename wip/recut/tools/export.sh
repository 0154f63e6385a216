#!/bin/sh
rm -rf /work/main/wip/recut/patches
git -C /work/main/build/wt-recut format-patch -q --zero-commit --no-signature -o /work/main/wip/recut/patches base..recut
ls /work/main/wip/recut/patches | wc -l
