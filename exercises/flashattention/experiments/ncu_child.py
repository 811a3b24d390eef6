"""One attention forward under Nsight Compute (memory.ncu_dram's DRAM bytes; tiling.warp_specialization's
stall reasons of the portable and the Hopper kernel): `profile()` runs this file as a child
under `ncu` (workbench.lab.ncu), which loads the exercise from its folder, warms the kernel, then
brackets one measured call with cudaProfilerStart/Stop."""

from __future__ import annotations

import os
import sys
from pathlib import Path

FOLDER = Path(__file__).resolve().parent.parent  # the exercise's folder


def profile(which: str, b: int, h: int, n: int, d: int, metrics: str = "dram") -> dict:
    """`which`: naive, fused (the portable kernel at a pinned tile), portable or hopper (each as
    dispatched for these shapes); `metrics`: "dram" (bytes) or "stalls" (warp stall reasons)."""
    from workbench.lab import ncu

    chosen = ncu.STALLS if metrics == "stalls" else ncu.METRICS
    return ncu.profile([sys.executable, str(Path(__file__).resolve()), str(FOLDER), which, str(b), str(h),
                        str(n), str(d)], chosen)


def _child(folder: str, which: str, b: int, h: int, n: int, d: int) -> None:
    import torch

    from workbench.exercise.registry import load_folder

    experiments = load_folder(Path(folder), "path").import_module("experiments")
    fa, naive = experiments.kernels()
    q, k, v = experiments.qkv(b, h, n, d, torch.float16, "cuda", seed=7)

    if which == "portable":
        os.environ["REFERENCE_KERNELS_HOPPER"] = "0"  # the dispatch reads it per call
        os.environ["REFERENCE_KERNELS_AUTOTUNE"] = "0"  # its first config: no candidates launched under ncu

    def call():
        if which == "naive":
            return naive.naive_attention(q, k, v)
        if which in ("portable", "hopper"):
            return fa.flash_attention_forward(q, k, v)[0]
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
    _child(sys.argv[1], sys.argv[2], *(int(x) for x in sys.argv[3:7]))
