# expect: exited exit=3
# about: sends itself SIGSEGV
import os
import signal


def designOutline():
    os.kill(os.getpid(), signal.SIGSEGV)
