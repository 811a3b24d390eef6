# expect: timeout exit=3
# about: forks forever in every process (bounded by RLIMIT_NPROC and killed at the timeout)
import os


def designOutline():
    while True:
        try:
            os.fork()
        except OSError:
            pass
