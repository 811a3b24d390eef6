"""DRAM bytes of one attention forward, read by Nsight Compute's hardware counters.

`profile()` runs this module as a child under `ncu --profile-from-start off`: the
child compiles and warms the kernel first, then brackets one measured call with
cudaProfilerStart/Stop, so only that call's kernels are counted. ncu may be missing
or unable to read counters (e.g. under gVisor): that is recorded as the reason.
"""

from __future__ import annotations

import csv
import io
import shutil
import subprocess
import sys

METRICS = ("dram__bytes_read.sum", "dram__bytes_write.sum")
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


def profile(which: str, b: int, h: int, n: int, d: int) -> dict:
    exe = shutil.which("ncu")
    if exe is None:
        return {"error": "ncu is not on PATH"}
    cmd = [exe, "--clock-control", "none", "--profile-from-start", "off", "--print-units", "base", "--csv",
           "--metrics", ",".join(METRICS), sys.executable, "-m", "workbench.evidence.ncu", which, str(b), str(h),
           str(n), str(d)]
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return {"error": f"ncu did not finish in {TIMEOUT_S} s", "command": " ".join(cmd)}
    if out.returncode != 0:
        tail = (out.stderr or out.stdout).strip().splitlines()[-3:]
        return {"error": f"ncu exited {out.returncode}: {' | '.join(tail)}", "command": " ".join(cmd)}
    res = parse_csv(out.stdout)
    if not res["kernels"]:
        tail = (out.stdout + out.stderr).strip().splitlines()[-3:]
        return {"error": "ncu profiled no kernel: " + " | ".join(tail), "command": " ".join(cmd)}
    res["command"] = " ".join(cmd)
    return res


def _child(which: str, b: int, h: int, n: int, d: int) -> None:
    import torch

    from workbench.evidence.experiments import kernels, qkv

    fa, naive = kernels()
    q, k, v = qkv(b, h, n, d, torch.float16, "cuda", seed=7)

    def call():
        if which == "naive":
            return naive.naive_attention(q, k, v)
        # A pinned config: no autotuning under the profiler (it would launch every candidate).
        return fa.flash_attention_forward(q, k, v, BLOCK_M=128, BLOCK_N=64, num_warps=4, num_stages=3)[0]

    with torch.no_grad():
        call()  # compile, autotune, warm up: not profiled
        torch.cuda.synchronize()
        torch.cuda.profiler.start()
        call()
        torch.cuda.synchronize()
        torch.cuda.profiler.stop()


if __name__ == "__main__":
    _child(sys.argv[1], *(int(x) for x in sys.argv[2:6]))
