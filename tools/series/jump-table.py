#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""jump-table.py VMLINUX KEY PREFIX...: which functions test static key KEY.

Reads vmlinux's __jump_table (x86-64, relative entries: s32 code, s32
target, s64 key, each relative to its own field; the key's low bits are
flags) and prints, for each function whose name starts with one of the
PREFIXes, "yes NAME" when a jump label on KEY sits in its code, else
"no NAME". Exits 2 when KEY or the table is missing.
"""
import re
import struct
import subprocess
import sys


def run(*cmd):
    return subprocess.run(cmd, capture_output=True, text=True,
                          check=True).stdout


def main():
    vmlinux, keyname, prefixes = sys.argv[1], sys.argv[2], tuple(sys.argv[3:])
    secs = [tuple(int(x, 16) for x in m.group(1, 2, 3)) for m in re.finditer(
        r'\[\s*\d+\]\s+\S+\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)',
        run('readelf', '-W', '-S', vmlinux))]
    syms, funcs = {}, []
    for line in run('nm', '-S', vmlinux).splitlines():
        p = line.split()
        syms[p[-1]] = int(p[0], 16)
        if len(p) == 4 and p[3].startswith(prefixes):
            funcs.append((int(p[0], 16), int(p[1], 16), p[3]))
    key = syms.get(keyname)
    start = syms.get('__start___jump_table')
    if key is None or start is None:
        print(f'no {keyname} or no __jump_table in {vmlinux}')
        return 2
    size = syms['__stop___jump_table'] - start
    sec = next(s for s in secs if s[0] <= start < s[0] + s[2])
    with open(vmlinux, 'rb') as f:
        f.seek(sec[1] + start - sec[0])
        table = f.read(size)
    codes = []
    for i in range(0, size, 16):
        code, _, k = struct.unpack_from('<iiq', table, i)
        if ((start + i + 8 + k) & ~3) % (1 << 64) == key:
            codes.append(start + i + code)
    for addr, length, name in sorted(funcs, key=lambda f: f[2]):
        hit = any(addr <= c < addr + length for c in codes)
        print(('yes ' if hit else 'no ') + name)
    return 0


sys.exit(main())
