# expect: exited exit=3
# expect[unshare]: ok exit=1
# (under unshare the parent is PID 1 of the namespace, which ignores SIGKILL from inside: the function returns)
# about: SIGKILLs its parent process (the grader, it hopes)
import os
import signal


def designOutline():
    os.kill(os.getppid(), signal.SIGKILL)
    return {"memoryTraffic": "returned after the kill", "tiling": "x", "numericalStability": "x"}
