# expect: output_limit exit=3
# about: writes to fd 2 forever (never returns), straight through os.write
import os

while True:
    os.write(2, b"E" * 65536)


def designOutline():
    return {}
