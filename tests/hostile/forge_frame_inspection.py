# expect: ok exit=1
# about: walks the interpreter (frames, gc) for the runner's fds or secrets; the learner process holds none
import gc
import sys


def designOutline():
    found = []
    frame = sys._getframe()
    while frame is not None:
        found.extend(sorted(k for k in frame.f_locals if "fd" in k or "result" in k))
        frame = frame.f_back
    ints = sum(1 for o in gc.get_objects() if isinstance(o, dict) and "result_fd" in o)
    return {"memoryTraffic": "optimize memory access " + ",".join(found) + f" {ints}",
            "tiling": "use tiling for performance", "numericalStability": "make it stable"}
