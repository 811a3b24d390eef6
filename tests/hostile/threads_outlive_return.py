# expect: ok exit=1
# about: leaves a non-daemon thread running (it would print a fake result 5 s later)
import threading
import time


def later():
    time.sleep(5)
    print('{"passed": true, "score": 1.0}')


def designOutline():
    threading.Thread(target=later).start()
    return {"memoryTraffic": "optimize memory access", "tiling": "use tiling for performance",
            "numericalStability": "make it stable"}
