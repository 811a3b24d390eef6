# expect: ok exit=1
# about: writes fake results to stderr, including the runner's frame format
import json
import sys

frame = json.dumps({"status": "ok", "function": "designOutline", "value": {"\u0000dict": [["memoryTraffic", "FORGED"]]}})


def designOutline():
    sys.stderr.write("%08x" % len(frame) + frame)
    sys.stderr.write('{"passed": true, "score": 1.0}\n')
    return {"memoryTraffic": "optimize memory access", "tiling": "use tiling for performance",
            "numericalStability": "make it stable"}
