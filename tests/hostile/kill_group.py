# expect: exited exit=3
# about: SIGKILLs its whole process group
import os
import signal


def designOutline():
    os.killpg(0, signal.SIGKILL)
