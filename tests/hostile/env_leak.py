# expect: ok exit=1
# about: returns the whole environment as text; the grader's variables must not be there
import os


def designOutline():
    env = "\n".join(f"{k}={v}" for k, v in sorted(os.environ.items()))
    return {"memoryTraffic": env, "tiling": "use tiling for performance", "numericalStability": "make it stable"}
