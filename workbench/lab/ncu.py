"""Hardware counters of one measured call, read by Nsight Compute: DRAM bytes by default, or the
reasons warps stall (`STALLS`).

`profile(child)` runs a child command under `ncu --profile-from-start off`. The child (an
exercise's, e.g. exercises/<id>/experiments/ncu_child.py) compiles and warms its kernel first,
then brackets one measured call with cudaProfilerStart/Stop, so only that call's kernels are
counted. ncu may be missing or unable to read counters (e.g. under gVisor): that is recorded as
the reason.
"""

from __future__ import annotations

import csv
import io
import os
import shutil
import subprocess
import sys

METRICS = ("dram__bytes_read.sum", "dram__bytes_write.sum")
# Warps stalled per issued instruction, one metric per reason (long_scoreboard, barrier, wait,
# math_pipe_throttle, ...): what Nsight Compute's Warp State Statistics section charts.
STALLS = (r"regex:^smsp__average_warps_issue_stalled_[a-z_]+_per_issue_active\.ratio$",)
TIMEOUT_S = 75  # each of the two children; the bundled run has a few minutes of device time in all


def parse_csv(text: str) -> dict:
    """Sum each metric over every profiled kernel in ncu's --csv output (units printed as base: bytes)."""
    lines = [ln for ln in text.splitlines() if ln.startswith('"')]
    kernels: set[str] = set()
    totals = {m: 0.0 for m in METRICS}
    for row in csv.DictReader(io.StringIO("\n".join(lines))):
        name = row.get("Metric Name")
        if name in totals:
            unit = (row.get("Metric Unit") or "byte").lower()
            scale = {"byte": 1, "kbyte": 1e3, "mbyte": 1e6, "gbyte": 1e9}.get(unit, 1)
            totals[name] += float(row["Metric Value"].replace(",", "")) * scale
            kernels.add(f"{row.get('ID')}:{row.get('Kernel Name')}")
    return {"dram_read_bytes": totals[METRICS[0]], "dram_write_bytes": totals[METRICS[1]],
            "dram_bytes": totals[METRICS[0]] + totals[METRICS[1]], "kernels": sorted(kernels)}


def parse_metrics(text: str) -> dict:
    """Every metric of ncu's --csv output by name, summed over the profiled kernels (one kernel: its values)."""
    lines = [ln for ln in text.splitlines() if ln.startswith('"')]
    values: dict[str, float] = {}
    kernels: set[str] = set()
    for row in csv.DictReader(io.StringIO("\n".join(lines))):
        name, raw = row.get("Metric Name"), (row.get("Metric Value") or "").replace(",", "")
        try:
            value = float(raw)
        except ValueError:
            continue
        if name:
            values[name] = values.get(name, 0.0) + value
            kernels.add(f"{row.get('ID')}:{row.get('Kernel Name')}")
    return {"metrics": values, "kernels": sorted(kernels)}


def shown(cmd: list[str], exe: str | None = None, cwd: str | None = None) -> str:
    """The command as a reader re-runs it from the repository root: ncu and the Python interpreter
    by name, paths under the working directory relative to it; no path of the measuring machine."""
    cwd = os.path.abspath(cwd or os.getcwd())
    out = []
    for arg in cmd:
        if exe and arg == exe:
            arg = "ncu"
        elif arg == sys.executable:
            arg = "python3"
        elif os.path.isabs(arg) and (arg == cwd or arg.startswith(cwd + os.sep)):
            arg = os.path.relpath(arg, cwd)
        out.append(arg)
    return " ".join(out)


def profile(child: list[str], metrics: tuple[str, ...] = METRICS) -> dict:
    """Run `child` (a command line) under ncu; the summed DRAM bytes (or, for other `metrics`, every
    value by name under "metrics"), or {"error": why not}."""
    exe = shutil.which("ncu")
    if exe is None:
        return {"error": "ncu is not on PATH"}
    cmd = [exe, "--clock-control", "none", "--profile-from-start", "off", "--print-units", "base", "--csv",
           "--metrics", ",".join(metrics), *child]
    command = shown(cmd, exe)
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return {"error": f"ncu did not finish in {TIMEOUT_S} s", "command": command}
    if out.returncode != 0:
        tail = (out.stderr or out.stdout).strip().splitlines()[-3:]
        return {"error": f"ncu exited {out.returncode}: {' | '.join(tail)}", "command": command}
    res = parse_csv(out.stdout) if metrics == METRICS else parse_metrics(out.stdout)
    if not res["kernels"]:
        tail = (out.stdout + out.stderr).strip().splitlines()[-3:]
        return {"error": "ncu profiled no kernel: " + " | ".join(tail), "command": command}
    res["command"] = command
    return res
