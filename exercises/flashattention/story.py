"""The report as the trace of one workload: pure, from an Evidence to a list of steps.

Both report.md and report.html render these steps, so the two always tell the same
story: workload -> measured bottleneck -> optimisation -> measured result -> trade-offs,
each step naming the rubric criterion it evidences, then the review question answered
with numbers. Steps degrade gracefully: a CPU evidence file has no GPU timings.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import json
from pathlib import Path

from workbench.facts.model import Evidence, Experiment

from . import iomodel
from .experiments import versus_naive

B, H, N, D = 4, 32, 4096, 64

ANCHORS_FILE = Path(__file__).resolve().parent / "evidence" / "h200-attention-anchors-2026-11-30.json"
ANCHORS_LABEL = "measured by the project on an H200, 2026-11-30, torch 2.11"

# Which step each plot illustrates (index into steps()).
PLOT_STEPS = {"memory_vs_n": 1, "tile_sweep": 2, "error_vs_scale": 3, "tflops_vs_n": 4}


def plots_by_step(names) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for n in names:
        out.setdefault(PLOT_STEPS.get(n, 4), []).append(n)
    return out


def load_anchors() -> dict | None:
    """The project's earlier H200 measurements of naive attention and PyTorch's SDPA backends
    (a cited source for reports made without a GPU); None when the file is absent or broken."""
    try:
        return json.loads(ANCHORS_FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


@dataclass
class Step:
    title: str
    criterion: str
    text: list[str]
    experiments: list[Experiment] = field(default_factory=list)


def _gb(x: float) -> str:
    return f"{x / 1e9:.2f} GB"


def _by_id(ev: Evidence) -> dict[str, Experiment]:
    return {e.id: e for e in ev.experiments}


def _sweep_row(ev: Evidence, n: int = N) -> dict | None:
    e = _by_id(ev).get("memory.gpu_sweep")
    if not e or e.error:
        return None
    return next((r for r in e.measurements.get("rows", []) if r.get("N") == n and "naive" in r), None)


def anchor_line(anchors: dict | None) -> str | None:
    """One cited sentence from the project's earlier H200 run (for evidence files without GPU rows)."""
    if not anchors:
        return None
    rows = anchors.get("rows", [])
    r = next((x for x in rows if (x["B"], x["H"], x["N"], x["d"], x["causal"]) == (B, H, N, D, False)), None)
    oom = next((x["N"] for x in rows if x.get("naive_err") == "OOM" and x["d"] == D), None)
    if r is None or "naive_ms" not in r:
        return None
    return (f"Reference ({ANCHORS_LABEL}, not this run): at B={B}, H={H}, N={N}, d={D} fp16, naive attention took "
            f"{r['naive_ms']:.1f} ms ({r['naive_tflops']:.0f} TFLOP/s) with {r['naive_peak_extra_GiB']:.1f} GiB of extra "
            f"memory, PyTorch SDPA's FlashAttention-2 backend ran at {r['flash_tflops']:.0f} TFLOP/s with "
            f"{r['flash_peak_extra_GiB'] * 1024:.0f} MiB" + (f"; naive ran out of memory at N={oom}." if oom else "."))


def steps(ev: Evidence, anchors: dict | None = None) -> list[Step]:
    ex = _by_id(ev)
    pick = lambda *ids: [ex[i] for i in ids if i in ex]  # noqa: E731
    bh = B * H
    flops = iomodel.flops(N, D, bh)
    std = iomodel.standard(N, D, "fp16", bh)
    comp = iomodel.compulsory(N, D, "fp16", bh)
    roof = ev.device.get("roofline") or {}
    peak_f = roof.get("measured_fp16_matmul_flops")
    peak_b = roof.get("measured_copy_bytes_per_s")
    row = _sweep_row(ev)
    out = []

    out.append(Step("1. The workload: standard attention", "memoryTraffic", [
        f"softmax(QK^T / sqrt(d)) V with Q, K, V of shape (B, H, N, d) = ({B}, {H}, {N}, {D}) in fp16: "
        f"{comp.read_bytes / 3 / 2**20:.0f} MiB each.",
        f"Standard attention materialises S = QK^T and P = softmax(S), each ({B}, {H}, {N}, {N}) = "
        f"{bh * N * N * 2 / 2**30:.0f} GiB in fp16, and does {flops / 1e9:.0f} GFLOP of matmul (4 B H N^2 d).",
    ], pick("memory.hbm_bytes_model")))

    text = [f"Algorithm 0 moves {_gb(std.total_bytes)} through HBM, {_gb(std.nxn_bytes)} of it writing and re-reading "
            f"S and P; the floor for any exact attention (read Q, K, V, write O) is {_gb(comp.total_bytes)}.",
            f"Arithmetic intensity: {flops / std.total_bytes:.0f} FLOP/byte for standard attention."]
    if peak_f and peak_b:
        ridge = peak_f / peak_b
        text[-1] += (f" {ev.device.get('name')}'s ridge point is {ridge:.0f} FLOP/byte (measured {peak_f / 1e12:.0f} "
                     f"TFLOP/s fp16 matmul, {peak_b / 1e12:.2f} TB/s copy), so standard attention sits on the "
                     f"bandwidth slope: moving its bytes alone takes at least {std.total_bytes / peak_b * 1e3:.1f} ms, "
                     f"its FLOPs {flops / peak_f * 1e3:.2f} ms.")
    if row:
        nv = row["naive"]
        text.append(f"Measured on {ev.device.get('name')}: naive attention takes {nv['ms']:.2f} ms ({nv['tflops']:.0f} "
                    f"TFLOP/s, {100 * nv['fraction_of_matmul_peak']:.0f}% of the matmul peak) and "
                    f"{row['naive_peak_extra_bytes'] / 2**30:.1f} GiB of extra memory; had it moved Algorithm 0's bytes "
                    f"in that time it would have streamed {nv['algorithm0_bytes_per_s'] / 1e12:.2f} TB/s.")
    out.append(Step("2. Its bottleneck, measured: bytes for S and P", "memoryTraffic", text,
                    pick("memory.hbm_bytes_model", "memory.gpu_sweep", "memory.peak_extra_cpu", "memory.ncu_dram_bytes")))

    out.append(Step("3. The optimisation, part 1: tiling and fusion", "tiling", [
        "Tile Q into blocks of BLOCK_M rows and stream K, V in blocks of BLOCK_N through shared memory; compute "
        "S and P for one tile at a time and never write them to HBM (fusion).",
        "The tile must fit on chip: d x (BLOCK_M + 2 x stages x BLOCK_N) x 2 bytes against the per-block limit.",
    ], pick("tiling.smem_footprint", "tiling.learner_tile", "tiling.blocks_equal_reference", "tiling.gpu_block_sweep")))

    out.append(Step("3. The optimisation, part 2: the online softmax", "numericalStability", [
        "A row's softmax now arrives one tile at a time, so the kernel keeps a running max m and sum l and "
        "rescales the partial output by exp(m_old - m_new): exact, and it never overflows.",
    ], pick("numerics.softmax_overflow", "numerics.per_tile_softmax_misconception", "numerics.kernel_vs_fp64",
            "numerics.masked_rows")))

    text = []
    if row:
        fu = row["fused"]
        text.append(f"Fused kernel on {ev.device.get('name')}: {fu['ms']:.2f} ms ({fu['tflops']:.0f} TFLOP/s, "
                    f"{100 * fu['fraction_of_matmul_peak']:.0f}% of the measured matmul peak) and "
                    f"{row['fused_peak_extra_bytes'] / 2**20:.0f} MiB of extra memory (O and the log-sum-exp), "
                    f"{versus_naive(row['speedup'])} at the same FLOPs.")
    else:
        text.append("No GPU timings in this evidence file: run `workbench evidence --gpu` on a CUDA machine. "
                    "The CPU measurements below show the memory effect (N^2 vs N) and exactness.")
        line = anchor_line(anchors)
        if line:
            text.append(line)
    nc = ex.get("memory.ncu_dram_bytes")
    if nc and not nc.error:
        text.append(nc.summary)
    out.append(Step("4. The measured result", "memoryTraffic", text,
                    pick("memory.gpu_sweep", "memory.peak_extra_cpu", "memory.ncu_dram_bytes")))

    out.append(Step("5. The trade-offs it buys", "failureModeOrTradeOff",
                    ["Each of these is measured or counted below."],
                    pick("tradeoffs.recompute_backward_gpu", "tradeoffs.recompute_backward", "tradeoffs.short_sequences",
                         "tradeoffs.head_dim_limits", "tradeoffs.causal_imbalance")))
    return out


def answer(ev: Evidence) -> list[str]:
    """'FlashAttention computes exact attention with the same arithmetic, so where does the speed come from?'"""
    bh = B * H
    flops = iomodel.flops(N, D, bh)
    std = iomodel.standard(N, D, "fp16", bh)
    comp = iomodel.compulsory(N, D, "fp16", bh)
    lines = [f"Both do the same {flops / 1e9:.0f} GFLOP of matmul at B={B}, H={H}, N={N}, d={D} (the kernel's error "
             f"against float64 is as small as PyTorch's own). The difference is bytes: standard attention moves "
             f"{_gb(std.total_bytes)} through HBM, {std.total_bytes / comp.total_bytes:.0f}x the {_gb(comp.total_bytes)} "
             f"that FlashAttention needs at minimum, because S and P never leave the chip."]
    roof = ev.device.get("roofline") or {}
    pb, pf = roof.get("measured_copy_bytes_per_s"), roof.get("measured_fp16_matmul_flops")
    row = _sweep_row(ev)
    if pb and pf:
        lines.append(f"At {pb / 1e12:.2f} TB/s those bytes cost standard attention at least {std.total_bytes / pb * 1e3:.1f} ms "
                     f"while its arithmetic needs only {flops / pf * 1e3:.2f} ms at {pf / 1e12:.0f} TFLOP/s: it is memory-bound. "
                     f"Without S and P, attention becomes compute-bound ({flops / comp.total_bytes:.0f} FLOP/byte).")
    if row:
        lines.append(f"Measured: {row['naive']['ms']:.2f} ms naive vs {row['fused']['ms']:.2f} ms fused "
                     f"({row['speedup']:.1f}x), {row['naive_peak_extra_bytes'] / 2**30:.1f} GiB vs "
                     f"{row['fused_peak_extra_bytes'] / 2**20:.0f} MiB of extra memory.")
    return lines
