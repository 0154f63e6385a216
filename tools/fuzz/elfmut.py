#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Edit a BPF object (ELF64, little-endian, relocatable) as ELF, to make the
objects a hostile writer would: the regression inputs of the object reader.

  elfmut.py dup-rel IN OUT COPIES   add a REL section for the code section
                                    that IN's first R_BPF_64_64 entry
                                    relocates, holding COPIES copies of it
  elfmut.py empty SECTION IN OUT    give SECTION a size of 0
  elfmut.py rename OLD NEW IN OUT   rename section OLD to NEW (same length;
                                    \\n, \\t and \\xNN are read in NEW)
"""
import struct
import sys

EHDR = struct.Struct('<16sHHIQQQIHHHHHH')
SHDR = struct.Struct('<IIQQQQIIQQ')
REL = struct.Struct('<QQ')
SHT_REL = 9
R_BPF_64_64 = 1


class Elf:
    def __init__(self, data):
        self.data = bytearray(data)
        h = EHDR.unpack_from(self.data, 0)
        if h[0][:4] != b'\x7fELF' or h[0][4] != 2 or h[0][5] != 1:
            sys.exit('elfmut: not an ELF64 little-endian object')
        self.shoff, self.shnum, self.shstrndx = h[6], h[12], h[13]
        self.sh = [list(SHDR.unpack_from(self.data, self.shoff + i * SHDR.size))
                   for i in range(self.shnum)]

    def name(self, i):
        strtab = self.sh[self.shstrndx]
        off = strtab[4] + self.sh[i][0]
        return bytes(self.data[off:self.data.index(b'\0', off)])

    def find(self, name):
        for i in range(self.shnum):
            if self.name(i) == name:
                return i
        sys.exit('elfmut: no section %r' % name)

    def save(self, path):
        """Section headers written back where they are, or at the end
        when a section was added."""
        if len(self.sh) != self.shnum:
            self.data += b'\0' * (-len(self.data) % 8)
            self.shoff = len(self.data)
            self.data += b'\0' * (len(self.sh) * SHDR.size)
            struct.pack_into('<Q', self.data, 0x28, self.shoff)
            struct.pack_into('<H', self.data, 0x3c, len(self.sh))
        for i, s in enumerate(self.sh):
            SHDR.pack_into(self.data, self.shoff + i * SHDR.size, *s)
        with open(path, 'wb') as f:
            f.write(self.data)


def dup_rel(elf, copies):
    for i, s in enumerate(elf.sh):
        if s[1] != SHT_REL:
            continue
        for r in range(s[5] // REL.size):
            off, info = REL.unpack_from(elf.data, s[4] + r * REL.size)
            if info & 0xffffffff == R_BPF_64_64:
                elf.data += b'\0' * (-len(elf.data) % 8)
                new = list(s)
                new[4], new[5] = len(elf.data), copies * REL.size
                elf.data += REL.pack(off, info) * copies
                elf.sh.append(new)
                return
    sys.exit('elfmut: no R_BPF_64_64 relocation')


def unescape(s):
    return s.encode().decode('unicode_escape').encode('latin-1')


def main(argv):
    if len(argv) == 5 and argv[1] == 'dup-rel':
        elf = Elf(open(argv[2], 'rb').read())
        dup_rel(elf, int(argv[4]))
        elf.save(argv[3])
    elif len(argv) == 5 and argv[1] == 'empty':
        elf = Elf(open(argv[3], 'rb').read())
        elf.sh[elf.find(argv[2].encode())][5] = 0
        elf.save(argv[4])
    elif len(argv) == 6 and argv[1] == 'rename':
        old, new = argv[2].encode(), unescape(argv[3])
        elf = Elf(open(argv[4], 'rb').read())
        i = elf.find(old)
        if len(new) != len(old):
            sys.exit('elfmut: rename keeps the length')
        off = elf.sh[elf.shstrndx][4] + elf.sh[i][0]
        elf.data[off:off + len(new)] = new
        elf.save(argv[5])
    else:
        sys.exit(__doc__)


if __name__ == '__main__':
    main(sys.argv)
