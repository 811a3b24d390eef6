# expect: ok exit=1
# about: replaces json.dumps and sys.modules['json'] so that any result would read as a perfect outline
import json
import sys
import types

FORGED = '{"status": "ok", "function": "designOutline", "value": {"\\u0000dict": [["memoryTraffic", "FORGED"]]}}'
json.dumps = lambda *a, **k: FORGED
fake = types.ModuleType("json")
fake.dumps = json.dumps
fake.loads = json.loads
sys.modules["json"] = fake


def designOutline():
    return {"memoryTraffic": "optimize memory access", "tiling": "use tiling for performance",
            "numericalStability": "make it stable"}
