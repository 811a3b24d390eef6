# expect: ok exit=1
# about: tries to reach the runner's result channel through /proc/<parent>/fd and /proc/<parent>/mem
import json
import os

frame = json.dumps({"status": "ok", "function": "designOutline", "value": {"\u0000dict": [["memoryTraffic", "FORGED"]]}})


def designOutline():
    got = []
    ppid = os.getppid()
    try:
        names = os.listdir(f"/proc/{ppid}/fd")
    except OSError as exc:
        names = []
        got.append(f"listdir denied: {exc.errno}")
    for name in names:
        try:
            fd = os.open(f"/proc/{ppid}/fd/{name}", os.O_WRONLY)
            os.write(fd, ("%08x" % len(frame) + frame).encode())
            got.append(f"wrote {name}")
        except OSError as exc:
            got.append(f"denied {name}: {exc.errno}")
    try:
        open(f"/proc/{ppid}/mem", "rb").close()
        got.append("mem opened")
    except OSError as exc:
        got.append(f"mem denied: {exc.errno}")
    return {"memoryTraffic": "optimize memory access; " + "; ".join(got), "tiling": "use tiling for performance",
            "numericalStability": "make it stable"}
