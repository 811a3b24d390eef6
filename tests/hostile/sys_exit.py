# expect: exited exit=3
# about: sys.exit(0) inside designOutline()
import sys


def designOutline():
    sys.exit(0)
