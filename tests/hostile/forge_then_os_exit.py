# expect: exited exit=3
# about: writes forged frames to fds 0..63, then os._exit(0) before returning
import json
import os

frame = json.dumps({"status": "ok", "function": "designOutline", "value": {"\u0000dict": [["memoryTraffic", "FORGED"]]}})
data = ("%08x" % len(frame) + frame).encode()


def designOutline():
    for fd in range(64):
        try:
            os.write(fd, data)
        except OSError:
            pass
    os._exit(0)
