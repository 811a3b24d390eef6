# expect: ok exit=1
# about: reads stdin (closed: must not hang waiting for input)
import sys


def designOutline():
    data = sys.stdin.read() if sys.stdin else ""
    return {"memoryTraffic": "optimize memory access" + data, "tiling": "use tiling for performance",
            "numericalStability": "make it stable"}
