# expect: raised exit=3
# about: os.write a forged "ok" frame to every fd 0..1023, then raise; the raise must win
import json
import os

frame = json.dumps({"status": "ok", "function": "designOutline", "value": {"\u0000dict": [["memoryTraffic", "FORGED"]]}})
data = ("%08x" % len(frame) + frame).encode()


def designOutline():
    for fd in range(1024):
        try:
            os.write(fd, data)
        except OSError:
            pass
    raise RuntimeError("the forged frames above must not count")
