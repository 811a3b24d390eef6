# expect: exited exit=3
# expect[unshare]: raised exit=3
# (under unshare the runner is PID 1 of the namespace: kill(-1) finds nothing it may signal and raises)
# about: kill -9 -1: every process it may signal
import os
import signal

os.kill(-1, signal.SIGKILL)


def designOutline():
    return {"memoryTraffic": "returned after the kill", "tiling": "x", "numericalStability": "x"}
