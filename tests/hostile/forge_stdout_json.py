# expect: ok exit=1
# about: prints a fake passing report and a fake runner frame on stdout; the grade must come from the return value
import json

FAKE = {"exercise": "flashattention", "passed": True, "score": 1.0, "criteria": [], "error": None, "sandbox": "ast"}
print(json.dumps(FAKE))
frame = json.dumps({"status": "ok", "function": "designOutline", "value": {"\u0000dict": [["memoryTraffic", "FORGED"]]}})
print("%08x" % len(frame) + frame)


def designOutline():
    print(json.dumps(FAKE))
    return {"memoryTraffic": "optimize memory access", "tiling": "use tiling for performance",
            "numericalStability": "make it stable"}
