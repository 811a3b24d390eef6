"""The FlashAttention exercise's experiments (exercise.yaml `experiments`; the interface is
`workbench.exercise.interface.Experiments`): one module per criterion, each with CPU and GPU lists of
functions `fn(ctx) -> Experiment`. Nothing heavy at import: torch and triton load inside functions.

`plan(ctx)` chooses the run, `outline_claim(outline)` reads the tile a learner's `--outline` states,
`plots(ev)` and `story(ev)` give the evidence reports their figures and text (templates/).
"""

from __future__ import annotations

import os
from pathlib import Path

from workbench.lab.context import Context, ExperimentFn  # noqa: F401  (the experiments' own names)

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"


def plan(ctx: Context) -> list[ExperimentFn]:
    """The experiments of this run, in order (the learner's tile first when --outline gave one)."""
    from . import memory, numerics, tiling, tradeoffs

    fns = []
    for mod in (memory, tiling, numerics, tradeoffs):
        fns += mod.GPU if ctx.gpu else mod.CPU
    claim = ctx.claim
    if claim is not None and claim.has_tile:
        fns.insert(0, tiling.learner_tile)
        ctx.device["learner_tile"] = {"BLOCK_M": claim.block_m, "BLOCK_N": claim.block_n,
                                      "head_dim": claim.head_dim, "num_stages": claim.num_stages,
                                      "dtype": claim.dtype, "quotes": claim.quotes}
    if ctx.gpu:  # ncu runs child processes under a profiler: the slowest and least certain, so last
        fns = [f for f in fns if f is not memory.ncu_dram] + [memory.ncu_dram]
    return fns


def outline_claim(outline):
    """The tile the outline states (its tiling entry first). Raises ValueError when it states none."""
    from ..tiles import extract

    text = "\n".join([outline.text("tiling")] + [outline.text(c) for c in outline.entries if c != "tiling"])
    claim = extract(text)
    if not claim.has_tile:
        raise ValueError("states no tile size (e.g. 'BLOCK_M=128, BLOCK_N=64' or 'tiles of 128x64' in its "
                         "tiling entry); add one, or run without --outline")
    return claim


def plots(ev) -> dict[str, bytes]:
    """The reports' figures as PNG bytes (matplotlib)."""
    from ..plots import make_all

    return make_all(ev)


def story(ev, plot_names: list[str]) -> dict:
    """The variables of templates/report.{md,html}.j2: the workload traced step by step."""
    from ..story import load_anchors, plots_by_step, steps, answer

    anchors = None if ev.device.get("kind") == "cuda" else load_anchors()
    return {"steps": steps(ev, anchors), "answer": answer(ev), "plots_by_step": plots_by_step(plot_names)}




def kernels():
    """(flash_attention module, naive module). Sets TRITON_INTERPRET first when there is no GPU:
    Triton reads it when a kernel is defined, i.e. at import."""
    import torch

    if not torch.cuda.is_available():
        os.environ.setdefault("TRITON_INTERPRET", "1")
    from reference_kernels import flash_attention, naive

    return flash_attention, naive


def versus_naive(speedup: float) -> str:
    """How a fused-to-naive speed ratio reads: "3.2x faster than naive", or, below 1, "0.43x naive's
    speed (slower)"."""
    if speedup >= 1:
        return f"{speedup:.1f}x faster than naive"
    return f"{speedup:.2f}x naive's speed (slower)"


def fmt_bytes(n: float) -> str:
    for unit, size in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if abs(n) >= size:
            return f"{n / size:.3g} {unit}"
    return f"{int(n)} B"


def seeded(seed: int):
    import torch

    g = torch.Generator().manual_seed(seed)
    return g


def qkv(b: int, h: int, n: int, d: int, dtype, device: str, seed: int = 0, n_k: int | None = None):
    """Random normal Q, K, V (never zeros: zeros hide indexing and scaling bugs)."""
    import torch

    g = seeded(seed)
    n_k = n if n_k is None else n_k
    q = torch.randn(b, h, n, d, generator=g, dtype=torch.float32).to(device=device, dtype=dtype)
    k = torch.randn(b, h, n_k, d, generator=g, dtype=torch.float32).to(device=device, dtype=dtype)
    v = torch.randn(b, h, n_k, d, generator=g, dtype=torch.float32).to(device=device, dtype=dtype)
    return q, k, v


def reference64(q, k, v, causal: bool = False, sm_scale: float | None = None):
    """Float64 attention on the CPU, top-left causal alignment (torch's is_causal)."""
    import math

    import torch

    q, k, v = (x.detach().double().cpu() for x in (q, k, v))
    scale = sm_scale if sm_scale is not None else 1.0 / math.sqrt(q.shape[-1])
    s = (q @ k.transpose(-1, -2)) * scale
    if causal:
        lq, lk = s.shape[-2], s.shape[-1]
        mask = torch.ones(lq, lk, dtype=torch.bool).tril()
        s = s.masked_fill(~mask, float("-inf"))
    p = torch.softmax(s, dim=-1)
    p = torch.nan_to_num(p, nan=0.0)  # fully masked rows: output 0, as the kernel documents
    return p @ v
