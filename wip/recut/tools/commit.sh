#!/bin/sh
# commit.sh MSGFILE [new files...]: commit the worktree's changes (tracked
# files, plus the new files named) with the project's identity.
set -e
cd /work/main/build/wt-recut
msg=$1; shift
export GIT_AUTHOR_NAME="BPF Event Filter Project" GIT_AUTHOR_EMAIL=bpf-event-filter@example.org \
       GIT_COMMITTER_NAME="BPF Event Filter Project" GIT_COMMITTER_EMAIL=bpf-event-filter@example.org GIT_EDITOR=true
git add -u
[ $# -gt 0 ] && git add -f "$@"
git commit -q -F "$msg"
git log -1 --format='%h %s'
