"""Benchmark `workbench grade` on a synthetic class.

Generates N literal outlines (read from the syntax tree, no code runs) and M outlines that
must be executed (computed at run time, so each one goes through the sandbox) into a temp
folder, then times `python -m workbench grade` on each set, as an instructor would run it.

    python benchmarks/bench_grade.py                 # 1,000 literal + 200 executed (targets 30 s / 60 s)
    python benchmarks/bench_grade.py --literal 100 --executed 20 --jobs 2

Prints one line per run and exits 1 when a target is missed (targets apply to the default
sizes on a 2-core machine; see docs/instructors.md for recorded numbers).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MEMORY = [
    "One fused kernel computes QK^T, softmax and PV so the N x N scores S are never written to HBM; "
    "HBM traffic is Q, K, V read once per block and O written once, O(N d) bytes.",
    "S and P stay in shared memory and registers tile by tile and are discarded after multiplying by V, "
    "so HBM only sees Q, K, V and O.",
    "We write the attention matrix to HBM after each tile and read it back for the softmax.",
    "Optimize memory access for better performance.",
    "Keep the scores on chip: each 128 x 64 tile of S lives in SRAM and only the output O and the "
    "logsumexp L go back to global memory.",
]
TILING = [
    "Q is split into BLOCK_M = 128 row blocks, one thread block each; K and V stream through shared "
    "memory in BLOCK_N = 64 row tiles, about 48 KB of SRAM at d = 64 in fp16.",
    "Use tiling for performance.",
    "Each program loads a 64 x 64 tile of Q and loops over 64-row tiles of K and V with 2 pipeline stages.",
    "Blocks of 128 queries stay resident while K/V blocks of 32 rows are double buffered in shared memory.",
]
STABILITY = [
    "Online softmax: keep a running max m and sum l per row in fp32, rescale the accumulator by "
    "exp(m - m_new) for every new block, divide by l at the end.",
    "Make it stable.",
    "Subtract the row max before exp and keep the accumulator in fp32; each tile is normalised on its own.",
    "Running maximum and running denominator per query row, corrected with exp(m_old - m_new) as blocks arrive.",
]
TRADEOFF = [
    "The backward pass recomputes S and P from Q, K and the stored logsumexp, an extra QK^T matmul per "
    "block, traded for O(N) instead of O(N^2) memory.",
    "There are trade-offs.",
    "Larger tiles cut K/V re-reads but the fp32 accumulator spills registers and occupancy drops.",
    "At d = 256 the K/V tiles no longer fit in shared memory, so the block size must shrink.",
]


def _entries(rng: random.Random, i: int) -> dict[str, str]:
    tag = f" (student {i}, note {rng.randrange(10**6)})"  # every outline differs a little
    return {"memoryTraffic": rng.choice(MEMORY) + tag, "tiling": rng.choice(TILING) + tag,
            "numericalStability": rng.choice(STABILITY) + tag, "tradeOff": rng.choice(TRADEOFF) + tag}


def literal_source(rng: random.Random, i: int) -> str:
    return "def designOutline():\n    return " + repr(_entries(rng, i)) + "\n"


def executed_source(rng: random.Random, i: int) -> str:
    # A loop and a join: not a literal, so the loader must run it in the sandbox.
    entries = _entries(rng, i)
    return ("def designOutline():\n    parts = {}\n"
            f"    for key, text in {list(entries.items())!r}:\n"
            "        parts[key] = ' '.join(text.split(' '))\n"
            "    return parts\n")


def generate(folder: Path, n: int, make, seed: int) -> None:
    rng = random.Random(seed)
    folder.mkdir(parents=True)
    for i in range(n):
        (folder / f"student{i:04d}.py").write_text(make(rng, i), encoding="utf-8")


def time_grade(subs: Path, out: Path, jobs: int | None, extra: list[str]) -> tuple[float, dict]:
    cmd = [sys.executable, "-m", "workbench", "grade", str(subs), "--out", str(out), "--quiet", *extra]
    if jobs:
        cmd += ["--jobs", str(jobs)]
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"bench_grade: `{' '.join(cmd)}` exited {proc.returncode}:\n{proc.stderr[-2000:]}")
    return elapsed, json.loads((out / "summary.json").read_text())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--literal", type=int, default=1000)
    ap.add_argument("--executed", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=None, help="passed to --jobs (default: CPU cores)")
    ap.add_argument("--literal-target", type=float, default=30.0)
    ap.add_argument("--executed-target", type=float, default=60.0)
    ap.add_argument("--keep", action="store_true", help="keep the temp folder and print its path")
    ap.add_argument("extra", nargs="*", help="extra options for `workbench grade` (after --)")
    args = ap.parse_args()
    print(f"machine: {platform.node()} {platform.machine()}, {os.cpu_count()} cores, "
          f"python {platform.python_version()}, jobs={args.jobs or os.cpu_count()}")
    tmp = Path(tempfile.mkdtemp(prefix="bench_grade_"))
    ok = True
    for label, n, make, target in (("literal", args.literal, literal_source, args.literal_target),
                                   ("executed", args.executed, executed_source, args.executed_target)):
        if n <= 0:
            continue
        generate(tmp / label, n, make, seed=n)
        elapsed, summary = time_grade(tmp / label, tmp / f"out_{label}", args.jobs, args.extra)
        counts = summary["counts"]
        sandboxes = sorted({json.loads(p.read_text())["sandbox"]
                            for p in (tmp / f"out_{label}" / "students").glob("*/report.json")})
        # The targets are for the default sizes; smaller runs are held to the same rate.
        met = elapsed <= target * n / (1000 if label == "literal" else 200)
        ok &= met
        print(f"{label:9s} {n:5d} outlines  {elapsed:6.1f} s  ({1000 * elapsed / n:5.1f} ms each)  "
              f"graded={counts['graded']} passed={counts['passed']} not_evaluated={counts['not_evaluated']} "
              f"sandbox={','.join(sandboxes)}  target {'met' if met else 'MISSED'} (<= {target:.0f} s at default size)")
    if args.keep:
        print(f"kept: {tmp}")
    else:
        import shutil

        shutil.rmtree(tmp, ignore_errors=True)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
