# expect: ok exit=1
# about: breaks sys.stdout, sys.exit, os._exit and os.write before returning
import os
import sys

sys.stdout = None
sys.stderr = None
sys.exit = lambda *a: None
os._exit = lambda *a: None
os.write = lambda *a: 0


def designOutline():
    return {"memoryTraffic": "optimize memory access", "tiling": "use tiling for performance",
            "numericalStability": "make it stable"}
