# expect: ok exit=1
# about: leaves a child in a new session that spins forever after designOutline() returns
import os
import time


def designOutline():
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            while True:
                time.sleep(0.01)
        os._exit(0)
    time.sleep(0.1)
    return {"memoryTraffic": "optimize memory access", "tiling": "use tiling for performance",
            "numericalStability": "make it stable"}
