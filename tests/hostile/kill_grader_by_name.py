# expect: ok exit=1
# about: looks for the grader (python/pytest/workbench) in /proc and SIGKILLs every match
import os
import signal


def designOutline():
    hits = []
    me = os.getpid()
    try:
        pids = os.listdir("/proc")
    except OSError:  # rlimits mode under Landlock: no /proc but its own
        pids = []
    for pid in pids:
        if not pid.isdigit() or int(pid) in (me, os.getppid()):
            continue
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                cmd = f.read()
        except OSError:
            continue
        if b"pytest" in cmd or b"workbench" in cmd or b"python" in cmd:
            try:
                os.kill(int(pid), signal.SIGKILL)
                hits.append(f"killed {pid}")
            except OSError as exc:
                hits.append(f"denied {pid}: {exc.errno}")
    return {"memoryTraffic": "optimize memory access " + " ".join(hits), "tiling": "use tiling for performance",
            "numericalStability": "make it stable"}
