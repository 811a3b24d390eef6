"""tiling (GPU, Hopper): what warp specialisation buys.

The portable kernel leaves the overlap of loads, matrix products and softmax to the compiler's
software pipelining. The Hopper forward (reference_kernels/flash_attention_hopper.py) writes it
out: one producer warp issues TMA copies of K and V into a ring of shared-memory slots guarded by
mbarriers, and two consumer warpgroups run asynchronous wgmma and the softmax. This experiment
times both on the same inputs, checks they agree, takes the Hopper kernel's techniques apart one
candidate configuration at a time, and asks Nsight Compute why each kernel's warps stall.

Time per K/V tile is measured two ways. Derived: the kernel's time times the number of SMs over
the number of (query tile, K/V tile) steps the grid executes, against the tensor cores' floor for
one step (4 * BLOCK_M * BLOCK_N * d FLOPs at the measured matmul rate shared by the SMs).
Instrumented per warp role: the kernel's TIMING variant (reference_kernels/hopper_timeline.py)
reads the SM's cycle counter around each phase of each role, so the producer's waits for a free
ring slot and its copy issue, and each consumer's waits for K/V, its matrix products and its
softmax come out in ns per K/V tile; its outputs are checked equal to the shipped kernel's bit for
bit, and both kernels are timed (the instrumentation's cost). Nsight Compute's stall reasons give
the mix of why warps wait.
"""

from __future__ import annotations

import contextlib
import os

from .. import iomodel
from . import Context, qkv
from workbench.facts.model import Experiment

CRITERION = "tiling"
CONCEPTS = ["ti.pipeline", "ti.warps", "ti.block_sizes"]
D = 128  # the head dimension the Hopper forward is dispatched for at every length here
SHAPES = [(4, 16, 4096), (4, 16, 16384)]  # (B, H, N)
QUICK_SHAPES = [(1, 1, 128)]  # tests: one 128-row tile, enough to run every path
NCU_SHAPE = (1, 16, 4096)  # (B, H, N): one forward under the profiler per kernel
TOLERANCE = 2e-2  # fp16 outputs of two exact kernels (docs/performance.md's rule)


@contextlib.contextmanager
def portable_only():
    """Route flash_attention_forward to the portable kernel (the dispatch reads the variable per call)."""
    old = os.environ.get("REFERENCE_KERNELS_HOPPER")
    os.environ["REFERENCE_KERNELS_HOPPER"] = "0"
    try:
        yield
    finally:
        if old is None:
            os.environ.pop("REFERENCE_KERNELS_HOPPER", None)
        else:
            os.environ["REFERENCE_KERNELS_HOPPER"] = old


def describe(cfg) -> str:
    """A Hopper candidate config in words: (STAGES, PINGPONG, NC, OVERLAP, BLOCK_N, EXP_POLY, GRID)."""
    from reference_kernels.hopper_schedule import GRID_NAMES
    stages, pingpong, nc, overlap, block_n, exp_poly, grid = cfg
    parts = [f"{nc} consumer warpgroups", f"{stages}-slot K/V ring", f"BLOCK_N={block_n}",
             "ping-pong" if pingpong else "no ping-pong", "softmax overlapped" if overlap else "no overlap",
             GRID_NAMES[int(grid)]]
    if exp_poly:
        parts.append(f"1 in {exp_poly} exp2 on FMA")
    return ", ".join(parts)


def sm_count(t) -> int:
    import torch

    return torch.cuda.get_device_properties(t.device).multi_processor_count


def _steps(b: int, h: int, n: int, block_m: int, block_n: int, causal: bool) -> int:
    return b * h * sum(iomodel.kv_blocks_visited(n, n, block_m, block_n, causal))


def _unavailable(why: str) -> Experiment:
    return Experiment(id="tiling.warp_specialization", criterion=CRITERION, concepts=CONCEPTS, supported=False,
                      summary=f"Not measured: {why}.", measurements={}, error=why)


def _shape(b: int, h: int, n: int, causal: bool):
    """One shape's fp16 inputs (seeded by the shape), its FLOPs and its compulsory HBM bytes."""
    import torch

    q, k, v = qkv(b, h, n, D, torch.float16, "cuda", seed=n + causal)
    return q, k, v, iomodel.flops(n, D, b * h, causal), iomodel.compulsory(n, D, "fp16", b * h).total_bytes


def _row(ctx: Context, fa, hopper, sms: int, b: int, h: int, n: int, causal: bool) -> dict:
    import torch

    from workbench.lab.measure import gpu_time_s

    q, k, v, f, floor_bytes = _shape(b, h, n, causal)
    cfg = hopper.pick(D, causal, n, b * h, sms)
    row: dict = {"B": b, "H": h, "N": n, "causal": causal, "hopper_config": describe(cfg)}
    with torch.no_grad():
        # The Hopper output first, on inputs nothing has seen yet: if it ever failed to write O, its
        # fresh buffer would hold stale memory, never a portable result for these inputs to agree with.
        o_h, _ = hopper.forward(q, k, v, causal, None)
        with portable_only():
            o_p, _ = fa.flash_attention_forward(q, k, v, causal=causal)  # autotune outside the timing
            row["portable"] = ctx.roofline.check(f"portable N={n} causal={causal}",
                                                 gpu_time_s(lambda: fa.flash_attention_forward(q, k, v, causal=causal)),
                                                 f, floor_bytes)
        row["max_abs_diff"] = float((o_h.float() - o_p.float()).abs().max())
        t = gpu_time_s(lambda: hopper.forward(q, k, v, causal, None))
        row["hopper"] = ctx.roofline.check(f"hopper N={n} causal={causal}", t, f, floor_bytes)
    row["speedup"] = row["portable"]["ms"] / row["hopper"]["ms"]
    block_n = cfg[4]
    steps = _steps(b, h, n, hopper.BLOCK_M, block_n, causal)
    rate = ctx.roofline.measured_flops or ctx.roofline.peak_flops
    row["hopper_us_per_kv_tile_per_sm"] = t * sms / steps * 1e6
    row["tensor_core_floor_us_per_kv_tile"] = 4 * hopper.BLOCK_M * block_n * D / (rate / sms) * 1e6
    del q, k, v, o_p, o_h
    return row


def _roles(ctx: Context, hopper, b: int, h: int, n: int, causal: bool) -> dict:
    """The shipped and the instrumented (TIMING) Hopper forward on one shape: both times, the same bits,
    and hopper_timeline's per-role summary."""
    from reference_kernels import bench_hopper_roles
    from workbench.lab.measure import gpu_time_s

    q, k, v, f, floor_bytes = _shape(b, h, n, causal)
    m = bench_hopper_roles.measure(q, k, v, causal, timer=lambda fn: gpu_time_s(fn, rep_ms=60), repeat=2)
    del q, k, v
    row = {"B": b, "H": h, "N": n, "causal": causal, "hopper_config": describe(tuple(m["config"])),
           "same_bits": m["same_bits"], "overhead": m["overhead"],
           "hopper": ctx.roofline.check(f"hopper N={n} causal={causal}", m["ms"] * 1e-3, f, floor_bytes),
           "hopper_instrumented": ctx.roofline.check(f"hopper (timed) N={n} causal={causal}", m["timed_ms"] * 1e-3,
                                                     f, floor_bytes)}
    s = m["summary"]
    row.update({"clock_ghz": s["clock_ghz"], "programs": s["programs"], "consumers": s["consumers"],
                "producer_ns_per_kv_tile": s["producer"]["ns_per_kv_tile"],
                "producer_span_ns_per_kv_tile": s["producer"]["span_ns_per_kv_tile"],
                "consumer_ns_per_kv_tile": s["consumer"]["ns_per_kv_tile"],
                "consumer_span_ns_per_kv_tile": s["consumer"]["span_ns_per_kv_tile"],
                "producer_wait_fraction": s["producer_wait_fraction"],
                "consumer_kv_wait_fraction": s["consumer_kv_wait_fraction"],
                "consumer_wait_fraction": s["consumer_wait_fraction"], "reading": s["reading"]})
    return row


def _roles_sentence(r: dict) -> str:
    c = r["consumer_ns_per_kv_tile"]
    return (f"instrumented per warp role (N={r['N']}, {'causal' if r['causal'] else 'full'} mask, "
            f"{100 * r['overhead']:+.1f}% time for the instrumentation, same bits: {r['same_bits']}), "
            f"{r['reading']}; per K/V tile a consumer spent {c['mma']:.0f} ns in its products, {c['softmax']:.0f} ns in "
            f"the softmax and {c['wait_kv']:.0f} ns waiting for K/V")


def _ablation(ctx: Context, hopper, b: int, h: int, n: int) -> list[dict]:
    """Every candidate config of the Hopper forward at one full-mask shape: what each technique buys."""
    import torch

    from workbench.lab.measure import gpu_time_s

    q, k, v = qkv(b, h, n, D, torch.float16, "cuda", seed=5)
    f = iomodel.flops(n, D, b * h)
    floor_bytes = iomodel.compulsory(n, D, "fp16", b * h).total_bytes
    rows = []
    with torch.no_grad():
        for cfg in hopper.CANDIDATES[D]:
            hopper.forward(q, k, v, False, None, config=cfg)  # compile outside the timing
            t = gpu_time_s(lambda: hopper.forward(q, k, v, False, None, config=cfg), rep_ms=60)
            rows.append({"config": describe(cfg), "picked": cfg == hopper.CONFIG[(D, False)],
                         **ctx.roofline.check(describe(cfg), t, f, floor_bytes)})
    del q, k, v
    return rows


def _agreement(diff: float) -> str:
    return "bit for bit equal" if diff == 0 else f"agree within {diff:.1e}"


def _stalls(res: dict, top: int = 3) -> list[tuple[str, float]]:
    """The largest stall reasons (warps stalled per issued instruction) from ncu's metric values."""
    prefix, suffix = "smsp__average_warps_issue_stalled_", "_per_issue_active.ratio"
    vals = [(k[len(prefix):-len(suffix)], v) for k, v in res.get("metrics", {}).items()
            if k.startswith(prefix) and k.endswith(suffix)]
    return sorted(vals, key=lambda kv: -kv[1])[:top]


def warp_specialization(ctx: Context) -> Experiment:
    import torch

    from reference_kernels import flash_attention_hopper as hopper

    from . import kernels
    from . import ncu_child

    fa, _ = kernels()
    probe = qkv(1, 1, 128, D, torch.float16, "cuda")
    if not hopper.supports(*probe, False, "top_left", (-1, -1), 0.0):
        return _unavailable("the warp-specialised forward needs an sm_90 GPU (H100/H200) and Triton's Gluon; "
                            f"{ctx.where} runs only the portable kernel")
    sms = sm_count(probe[0])
    shapes = QUICK_SHAPES if ctx.quick else SHAPES
    rows = []
    for b, h, n in shapes:
        for causal in (False, True):
            rows.append(_row(ctx, fa, hopper, sms, b, h, n, causal))
            ctx.shared["warp_specialization"] = rows  # partial results survive a crash later
    big = max(rows, key=lambda r: (r["N"], not r["causal"]))
    roles = []
    for b, h, n in shapes:
        for causal in (False, True):
            roles.append(_roles(ctx, hopper, b, h, n, causal))
            ctx.shared["warp_roles"] = roles
    ablation = _ablation(ctx, hopper, big["B"], big["H"], big["N"])
    b, h, n = QUICK_SHAPES[0] if ctx.quick else NCU_SHAPE
    ncu = {which: ncu_child.profile(which, b, h, n, D, metrics="stalls") for which in ("portable", "hopper")}
    agree = all(r["max_abs_diff"] < TOLERANCE for r in rows) and all(r["same_bits"] for r in roles)
    speedups = [r["speedup"] for r in rows]
    supported = agree and min(speedups) > 1.0
    mean_tile = big["hopper_us_per_kv_tile_per_sm"]
    summary = (f"On {ctx.where} (d={D}, fp16) the warp-specialised forward (a TMA producer warp filling a K/V ring "
               f"guarded by mbarriers, two consumer warpgroups on asynchronous wgmma) ran "
               f"{min(speedups):.2f}-{max(speedups):.2f}x the portable, compiler-pipelined kernel "
               f"(N={big['N']}: {big['hopper']['tflops']:.0f} vs {big['portable']['tflops']:.0f} TFLOP/s; outputs "
               f"{_agreement(max(r['max_abs_diff'] for r in rows))}); each SM spent {mean_tile:.2f} us per "
               f"128x{hopper.CONFIG[(D, False)][4]} K/V tile against a tensor-core floor of "
               f"{big['tensor_core_floor_us_per_kv_tile']:.2f} us")
    best, worst = max(ablation, key=lambda r: r["tflops"]), min(ablation, key=lambda r: r["tflops"])
    summary += (f"; across its {len(ablation)} configurations {worst['tflops']:.0f}-{best['tflops']:.0f} TFLOP/s "
                f"(best: {best['config']})")
    big_roles = next(r for r in roles if (r["N"], r["causal"]) == (big["N"], big["causal"]))
    summary += "; " + _roles_sentence(big_roles)
    tops = {w: _stalls(r) for w, r in ncu.items() if not r.get("error")}
    if len(tops) == 2 and all(tops.values()):
        summary += ("; Nsight Compute's top stall per issued instruction: portable "
                    f"{tops['portable'][0][0]} ({tops['portable'][0][1]:.1f}), hopper "
                    f"{tops['hopper'][0][0]} ({tops['hopper'][0][1]:.1f})")
    return Experiment(id="tiling.warp_specialization", criterion=CRITERION, concepts=CONCEPTS, supported=supported,
                      summary=summary + ".",
                      measurements={"d": D, "dtype": "fp16", "rows": rows, "ablation_at": {"B": big["B"], "H": big["H"],
                                    "N": big["N"], "causal": False}, "ablation": ablation,
                                    "ncu": {"B": b, "H": h, "N": n, "d": D, **ncu},
                                    "ncu_top_stalls": {w: [list(x) for x in v] for w, v in tops.items()},
                                    "roles": roles,
                                    "method": "do_bench medians; time per K/V tile derived (time x SMs / steps) and "
                                              "instrumented per warp role (the kernel's TIMING variant: %clock "
                                              "around each phase, totals per program and role; "
                                              "reference_kernels/hopper_timeline.py)"})
