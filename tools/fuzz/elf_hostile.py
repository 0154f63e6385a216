#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Make the BPF objects a hostile writer would to make the object reader
(kernel/trace/bpf_filter_elf.c) slow: each a valid raw_tp program, so that
every stage of the reader runs, plus up to SIZE bytes (4 MiB, the filter
file's limit, by default) of names and tables that make it do the most work
it can for its size.

  elf_hostile.py list                 the kinds, one a line
  elf_hostile.py KIND OUT [SIZE]      write one object of KIND

Kinds:
  sym-shared     every symbol names one string as long as the symbols take
  sym-suffix     symbols name overlapping suffixes of one long string
  sym-blocks     symbols name every suffix of runs of 512 bytes, the
                 longest name the reader takes, as many as fit
  sym-long       one symbol with a name of 1 MiB
  sym-shared-max every symbol names one string of the longest a name may be
  sec-shared     every section names one long string
  sec-suffix     sections name overlapping suffixes of one long string
  sec-blocks     sections name every suffix of 512-byte runs
  sec-shared-max every section names one string of the longest a name may be
  sec-prefix     sections with distinct names behind one long prefix
  btf-vars       a DATASEC of .rodata whose variables all have one long
                 name, which as many symbols have
  btf-blocks     DATASEC variables and symbols with the longest names the
                 reader takes
  btf-datasecs   DATASECs, each with the long name of as many sections
  ext-names      .BTF.ext section records all naming one long BTF string
  ext-blocks     .BTF.ext section records naming suffixes of 512-byte runs
  license        license sections, all over one run with its NUL at the end
  rels           REL sections for the program, all over one table of
                 relocations none of which reaches .text
"""
import struct
import sys

EHDR = struct.Struct('<16sHHIQQQIHHHHHH')
SHDR = struct.Struct('<IIQQQQIIQQ')
SYM = struct.Struct('<IBBHQQ')
SHT_PROGBITS, SHT_SYMTAB, SHT_STRTAB, SHT_REL = 1, 2, 3, 9
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR = 1, 2, 4
STB_LOCAL, STB_GLOBAL = 0, 1
STT_OBJECT, STT_FUNC = 1, 2
EM_BPF, ET_REL = 247, 1
BTF_KIND_INT, BTF_KIND_VAR, BTF_KIND_DATASEC = 1, 14, 15
# r0 = 0; exit
PROG = bytes.fromhex('b700000000000000' '9500000000000000')
# The longest name the fixed reader takes: KSYM_NAME_LEN bytes, then NUL.
NAME = 512 + 1


class Strings:
    """A string table; add() returns the offset."""

    def __init__(self):
        self.data = bytearray(b'\0')

    def add(self, s):
        off = len(self.data)
        self.data += s + b'\0'
        return off


def blocks(size, block=NAME):
    """Runs of block - 1 'A's, each with its NUL: every suffix is a name."""
    n = max(size // block, 1)
    return (b'A' * (block - 1) + b'\0') * n


class Obj:
    """A raw_tp program with .text, .rodata, license and a symbol table;
    BTF optional. Hostile parts are added to the lists before write()."""

    def __init__(self):
        self.shstr = Strings()
        self.str = Strings()
        # [name_off, type, flags, data or (blob, off, size), link, info,
        # entsize]; symbols are (name_off, info, shndx, value, size).
        self.secs = []
        self.syms = [(0, 0, 0, 0, 0)]
        self.add_sec(b'', 0, 0, b'')
        self.shstrndx = self.add_sec(b'.shstrtab', SHT_STRTAB, 0, None)
        self.strndx = self.add_sec(b'.strtab', SHT_STRTAB, 0, None)
        code = SHF_ALLOC | SHF_EXECINSTR
        self.prog = self.add_sec(b'raw_tp', SHT_PROGBITS, code, PROG)
        self.text = self.add_sec(b'.text', SHT_PROGBITS, code, PROG)
        self.license = self.add_sec(b'license', SHT_PROGBITS,
                                    SHF_ALLOC | SHF_WRITE, b'GPL\0')
        self.rodata = self.add_sec(b'.rodata', SHT_PROGBITS, SHF_ALLOC,
                                   bytes(8))
        self.symtab = self.add_sec(b'.symtab', SHT_SYMTAB, 0, None,
                                   entsize=SYM.size)
        self.add_sym(b'prog', STB_GLOBAL, STT_FUNC, self.prog, 0, len(PROG))
        self.add_sym(b'val', STB_GLOBAL, STT_OBJECT, self.rodata, 0, 8)
        self.btf_types = None
        self.btf_str = None
        self.ext_func = None    # bytes of the func_info segment
        self.blobs = []         # (data, align): placed first, for shared data

    def add_sec(self, name, typ, flags, data, link=0, info=0, entsize=0,
                name_off=None):
        if name_off is None:
            name_off = self.shstr.add(name) if name else 0
        self.secs.append([name_off, typ, flags, data, link, info, entsize])
        return len(self.secs) - 1

    def add_sym(self, name, bind, typ, shndx, value=0, size=0, name_off=None):
        if name_off is None:
            name_off = self.str.add(name)
        self.syms.append((name_off, (bind << 4) | typ, shndx, value, size))

    def add_blob(self, data, align=8):
        """Bytes placed once, which sections may share: returns its id."""
        self.blobs.append((data, align))
        return len(self.blobs) - 1

    def use_btf(self):
        """.BTF: an INT, and a DATASEC for .rodata with the VAR 'val'."""
        self.btf_str = Strings()
        self.btf_types = bytearray()
        self.btf_ntypes = 0
        self.btf_int = self.btf_type(self.btf_str.add(b'int'), BTF_KIND_INT,
                                     0, 4, struct.pack('<I', 32))
        var = self.btf_var(self.btf_str.add(b'val'))
        self.btf_datasec(self.btf_str.add(b'.rodata'), [var])

    def btf_type(self, name_off, kind, vlen, size_type, extra=b''):
        self.btf_types += struct.pack('<III', name_off, (kind << 24) | vlen,
                                      size_type) + extra
        self.btf_ntypes += 1
        return self.btf_ntypes

    def btf_var(self, name_off):
        return self.btf_type(name_off, BTF_KIND_VAR, 0, self.btf_int,
                             struct.pack('<I', 1))

    def btf_datasec(self, name_off, var_ids):
        """DATASECs of @name_off, as many as a 16-bit vlen needs."""
        for i in range(0, max(len(var_ids), 1), 0xffff):
            part = var_ids[i:i + 0xffff]
            extra = b''.join(struct.pack('<III', v, 0, 4) for v in part)
            self.btf_type(name_off, BTF_KIND_DATASEC, len(part), 0, extra)

    def btf_bytes(self):
        types, strs = bytes(self.btf_types), bytes(self.btf_str.data)
        return struct.pack('<HBBIIIII', 0xeB9F, 1, 0, 24, 0, len(types),
                           len(types), len(strs)) + types + strs

    def ext_bytes(self):
        func = self.ext_func or b''
        return struct.pack('<HBBIIIIIII', 0xeB9F, 1, 0, 32, 0, len(func),
                           len(func), 0, len(func), 0) + func

    def base_size(self):
        """Bytes the object takes without its hostile tables (roughly)."""
        return 4096 + 64 * len(self.secs)

    def write(self, path):
        if self.btf_types is not None:
            self.add_sec(b'.BTF', SHT_PROGBITS, 0, self.btf_bytes())
            if self.ext_func is not None:
                self.add_sec(b'.BTF.ext', SHT_PROGBITS, 0, self.ext_bytes())
        self.secs[self.shstrndx][3] = bytes(self.shstr.data)
        self.secs[self.strndx][3] = bytes(self.str.data)
        self.secs[self.symtab][3] = b''.join(SYM.pack(n, i, 0, x, v, z)
                                            for n, i, x, v, z in self.syms)
        self.secs[self.symtab][4] = self.strndx
        self.secs[self.symtab][5] = 1
        out = bytearray(EHDR.size)
        blob_off = []
        for data, align in self.blobs:
            out += bytes(-len(out) % align)
            blob_off.append(len(out))
            out += data
        placed = []
        for name_off, typ, flags, data, link, info, entsize in self.secs:
            if isinstance(data, tuple):         # (blob, offset, size)
                blob, off, size = data
                placed.append((blob_off[blob] + off, size))
                continue
            out += bytes(-len(out) % 8)
            placed.append((len(out), len(data)))
            out += data
        out += bytes(-len(out) % 8)
        shoff = len(out)
        for (name_off, typ, flags, data, link, info, entsize), (off, size) in \
                zip(self.secs, placed):
            if typ == 0:
                off = size = 0
            out += SHDR.pack(name_off, typ, flags, 0, off, size, link, info,
                             8 if typ else 0, entsize)
        ident = b'\x7fELF' + bytes([2, 1, 1]) + bytes(9)
        out[:EHDR.size] = EHDR.pack(ident, ET_REL, EM_BPF, 1, 0, 0, shoff, 0,
                                    EHDR.size, 0, 0, SHDR.size,
                                    len(self.secs), self.shstrndx)
        with open(path, 'wb') as f:
            f.write(out)
        return len(out)


def fill_syms(o, size, name_offs):
    """Add as many local .rodata symbols as fit, naming name_offs in turn."""
    n = max((size - o.base_size() - len(o.str.data)) // SYM.size, 1)
    for i in range(n):
        o.add_sym(None, STB_LOCAL, STT_OBJECT, o.rodata, 0, 0,
                  name_off=name_offs[i % len(name_offs)])


def fill_secs(o, size, name_offs):
    """Add as many empty sections as fit (e_shnum is 16 bits)."""
    n = (size - o.base_size() - len(o.shstr.data)) // SHDR.size
    n = max(min(n, 0xfff0 - len(o.secs)), 1)
    for i in range(n):
        o.add_sec(None, SHT_PROGBITS, 0, b'',
                  name_off=name_offs[i % len(name_offs)])


def make(kind, size):
    o = Obj()
    if kind == 'sym-shared':
        off = o.str.add(b'A' * (size // 2))
        fill_syms(o, size, [off])
    elif kind == 'sym-suffix':
        long_len = size // 2
        base = o.str.add(b'A' * long_len)
        n = (size - long_len - o.base_size()) // SYM.size
        fill_syms(o, size, [base + i * (long_len // n) for i in range(n)])
    elif kind == 'sym-blocks':
        # Symbols and their strings share the space: one byte of string
        # per symbol makes every offset a name.
        room = (size - o.base_size()) // (SYM.size + 1)
        base = len(o.str.data)
        o.str.data += blocks(room)
        fill_syms(o, size, [base + i for i in range(len(o.str.data) - base)])
    elif kind == 'sym-shared-max':
        off = o.str.add(b'A' * (NAME - 1))
        fill_syms(o, size, [off])
    elif kind == 'sym-long':
        o.add_sym(None, STB_LOCAL, STT_OBJECT, o.rodata, 0, 0,
                  name_off=o.str.add(b'A' * (1 << 20)))
    elif kind == 'sec-shared':
        off = o.shstr.add(b'A' * (size // 2))
        fill_secs(o, size, [off])
    elif kind == 'sec-shared-max':
        off = o.shstr.add(b'A' * (NAME - 1))
        fill_secs(o, size, [off])
    elif kind == 'sec-suffix':
        long_len = size // 2
        base = o.shstr.add(b'A' * long_len)
        n = min((size - long_len) // SHDR.size, 0xfff0)
        fill_secs(o, size, [base + i * (long_len // n) for i in range(n)])
    elif kind == 'sec-blocks':
        n = min((size - o.base_size()) // (SHDR.size + 1),
                0xfff0 - len(o.secs))
        base = len(o.shstr.data)
        o.shstr.data += blocks(n)
        fill_secs(o, size, [base + i for i in range(len(o.shstr.data) - base)])
    elif kind == 'sec-prefix':
        name = NAME - 7
        n = min((size - o.base_size()) // (SHDR.size + name + 6),
                0xfff0 - len(o.secs))
        offs = [o.shstr.add(b'A' * name + b'%05d' % i) for i in range(n)]
        fill_secs(o, size, offs)
    elif kind == 'btf-vars':
        # One VAR of a long name, in every slot of the .rodata DATASEC,
        # and as many symbols of that name as fit in the rest.
        o.use_btf()
        name = b'A' * (NAME - 1)
        var = o.btf_var(o.btf_str.add(name))
        nvar = size // 2 // 12
        o.btf_datasec(o.btf_str.add(b'.rodata'), [var] * nvar)
        off = o.str.add(name)
        fill_syms(o, size - nvar * 12, [off])
    elif kind == 'btf-blocks':
        # As many distinct longest-name VARs (one DATASEC slot each) as
        # symbols, both in 511-byte runs of names.
        o.use_btf()
        n = (size - o.base_size()) // (16 + 12 + 1 + SYM.size + 1)
        sbase = len(o.str.data)
        o.str.data += blocks(n)
        bbase = len(o.btf_str.data)
        o.btf_str.data += blocks(n)
        vars_ = [o.btf_var(bbase + i) for i in range(n)]
        o.btf_datasec(o.btf_str.add(b'.rodata'), vars_)
        fill_syms(o, size - n * 30, [sbase + i for i in range(n)])
    elif kind == 'btf-datasecs':
        # Sections and DATASECs of one long name: every look-up compares
        # names of NAME - 1 bytes.
        o.use_btf()
        name = b'A' * (NAME - 1)
        off = o.shstr.add(name)
        nsec = min(size // 2 // SHDR.size, 0xfff0 - len(o.secs))
        fill_secs(o, o.base_size() + len(o.shstr.data) + nsec * SHDR.size,
                  [off])
        boff = o.btf_str.add(name)
        for i in range((size // 2 - 16384) // 12):
            o.btf_datasec(boff, [])
    elif kind == 'ext-names':
        o.use_btf()
        name = o.btf_str.add(b'A' * (NAME - 1))
        n = (size - o.base_size()) // 8
        o.ext_func = struct.pack('<I', 8) + struct.pack('<II', name, 0) * n
    elif kind == 'ext-blocks':
        o.use_btf()
        n = (size - o.base_size()) // 9
        base = len(o.btf_str.data)
        o.btf_str.data += blocks(n)
        runs = len(o.btf_str.data) - base
        o.ext_func = struct.pack('<I', 8) + b''.join(
            struct.pack('<II', base + i % runs, 0) for i in range(n))
    elif kind == 'license':
        run = size // 2
        blob = o.add_blob(b'G' * (run - 1) + b'\0')
        n = min((size - run - o.base_size()) // SHDR.size,
                0xfff0 - len(o.secs))
        off = o.shstr.add(b'license')
        for i in range(n):
            o.add_sec(None, SHT_PROGBITS, SHF_ALLOC | SHF_WRITE,
                      (blob, 0, run), name_off=off)
    elif kind == 'rels':
        # Entries for symbol 0 (SHN_UNDEF, not .text): needs_text() reads
        # them all, apply_relocs() stops at the first.
        run = size // 2 // 16 * 16
        blob = o.add_blob(bytes(run))
        n = min((size - run - o.base_size()) // SHDR.size,
                0xfff0 - len(o.secs))
        off = o.shstr.add(b'.rel' + b'raw_tp')
        for i in range(n):
            o.add_sec(None, SHT_REL, 0, (blob, 0, run), link=o.symtab,
                      info=o.prog, entsize=16, name_off=off)
    else:
        sys.exit('elf_hostile: unknown kind %s' % kind)
    return o


KINDS = ['sym-shared', 'sym-suffix', 'sym-blocks', 'sym-long',
         'sym-shared-max', 'sec-shared', 'sec-suffix', 'sec-blocks',
         'sec-shared-max', 'sec-prefix', 'btf-vars', 'btf-blocks',
         'btf-datasecs', 'ext-names', 'ext-blocks', 'license', 'rels']


def main(argv):
    if len(argv) == 2 and argv[1] == 'list':
        print('\n'.join(KINDS))
        return
    if len(argv) not in (3, 4):
        sys.exit(__doc__)
    size = int(argv[3], 0) if len(argv) == 4 else 4 << 20
    n = make(argv[1], size).write(argv[2])
    if n > 4 << 20:
        sys.exit('elf_hostile: %s is %d bytes, over 4 MiB' % (argv[2], n))


if __name__ == '__main__':
    main(sys.argv)
