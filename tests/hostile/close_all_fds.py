# expect: exited exit=3
# about: closes every file descriptor, then returns normally
import os


def designOutline():
    os.closerange(0, 4096)
    return {"memoryTraffic": "optimize memory access", "tiling": "use tiling for performance",
            "numericalStability": "make it stable"}
