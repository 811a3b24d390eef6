# expect: raised exit=3
# about: an atexit handler prints and writes a forged passing result after designOutline() raised
import atexit
import json
import os

frame = json.dumps({"status": "ok", "function": "designOutline", "value": {"\u0000dict": [["memoryTraffic", "FORGED"]]}})


def fake():
    print('{"passed": true}')
    for fd in range(64):
        try:
            os.write(fd, ("%08x" % len(frame) + frame).encode())
        except OSError:
            pass


atexit.register(fake)


def designOutline():
    raise ValueError("not done yet")
