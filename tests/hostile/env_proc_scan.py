# expect: ok exit=1
# about: reads /proc/*/environ and /proc/*/cmdline of every process it can see, looking for the grader's secrets
import os


def designOutline():
    seen = []
    try:
        pids = os.listdir("/proc")
    except OSError:  # rlimits mode under Landlock: no /proc but its own
        pids = []
    for pid in pids:
        if not pid.isdigit():
            continue
        for what in ("environ", "cmdline"):
            try:
                with open(f"/proc/{pid}/{what}", "rb") as f:
                    seen.append(f.read().decode("utf-8", "replace"))
            except OSError:
                pass
    return {"memoryTraffic": "\n".join(seen)[:200000], "tiling": "use tiling for performance",
            "numericalStability": "make it stable"}
