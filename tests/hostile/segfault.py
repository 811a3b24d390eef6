# expect: exited exit=3
# about: crashes the interpreter with a NULL read through ctypes
import ctypes


def designOutline():
    ctypes.string_at(0)
