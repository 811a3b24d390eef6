"""tiling: a tile configuration's shared-memory footprint against the device's limit, the
interpreter running chosen block sizes against float64 (CPU), and a timed block-size sweep
with the configurations that do not fit reported as such (GPU)."""

from __future__ import annotations

from .. import iomodel
from ..tiles import footprint
from . import Context, kernels, qkv, reference64
from .specialize import warp_specialization
from workbench.facts.model import Experiment

CRITERION = "tiling"
# (BLOCK_M, BLOCK_N, HEAD_DIM, num_stages): ordinary tiles, and ones that cannot fit 227 KiB.
FOOTPRINT_CONFIGS = [(64, 64, 64, 2), (128, 64, 64, 3), (128, 128, 128, 2), (128, 128, 128, 3),
                     (256, 128, 128, 3), (128, 64, 256, 2), (128, 128, 256, 3), (256, 256, 128, 4)]
# (BLOCK_M, BLOCK_N, num_warps, num_stages) at HEAD_DIM=128 for the GPU sweep.
SWEEP = [(64, 64, 4, 3), (128, 32, 4, 3), (128, 64, 8, 2), (128, 64, 8, 3), (128, 64, 8, 4),
         (128, 128, 8, 2), (128, 128, 8, 3), (256, 64, 8, 3), (256, 128, 8, 2), (128, 256, 8, 3), (256, 256, 8, 3)]


def smem_table(ctx: Context) -> Experiment:
    limit = ctx.smem_limit
    rows = []
    for bm, bn, d, st in FOOTPRINT_CONFIGS:
        fp = footprint(bm, bn, d, st, "fp16")
        rows.append({"BLOCK_M": bm, "BLOCK_N": bn, "HEAD_DIM": d, "num_stages": st, **fp,
                     "limit_bytes": limit, "fits": fp["shared_bytes"] <= limit})
    big = next(r for r in rows if not r["fits"])
    ok = next(r for r in rows if r["fits"] and r["HEAD_DIM"] == 128)
    source = "read from the device" if ctx.gpu else "H100/H200 opt-in limit, not read here"
    return Experiment(
        id="tiling.smem_footprint", criterion=CRITERION, concepts=["ti.sram_budget", "ti.block_sizes", "ti.pipeline"],
        supported=any(r["fits"] for r in rows) and any(not r["fits"] for r in rows),
        summary=(f"A fp16 tile needs d x (BLOCK_M + 2 x stages x BLOCK_N) x 2 bytes of shared memory: "
                 f"{ok['BLOCK_M']}x{ok['BLOCK_N']} at d={ok['HEAD_DIM']} with {ok['num_stages']} stages needs "
                 f"{ok['shared_bytes'] / 1024:.0f} KiB and fits the {limit / 1024:.0f} KiB per block ({source}); "
                 f"{big['BLOCK_M']}x{big['BLOCK_N']} at d={big['HEAD_DIM']} with {big['num_stages']} stages needs "
                 f"{big['shared_bytes'] / 1024:.0f} KiB and cannot."),
        measurements={"headline": True, "method": "analytic (footprint formula)", "limit_bytes": limit, "limit_source": source,
                      "formula": "dtype_bytes * HEAD_DIM * (BLOCK_M + 2 * num_stages * BLOCK_N)", "rows": rows},
    )


def _learner_configs(ctx: Context) -> list[tuple[int, int, int | None]]:
    """(BLOCK_M, BLOCK_N, num_stages) to run: the learner's own first, then small standard tiles."""
    out = []
    c = ctx.claim
    if c is not None and c.has_tile:
        out.append((c.block_m, c.block_n, c.num_stages))
    out += [(16, 16, 1), (32, 32, 1), (64, 16, 1), (16, 64, 1)]
    return list(dict.fromkeys(out))


def interpreter_blocks(ctx: Context) -> Experiment:
    """The tiled kernel at several block sizes equals the float64 reference (CPU: interpreter)."""
    import torch

    fa, naive = kernels()
    dev = "cuda" if ctx.gpu else "cpu"
    d = ctx.claim.head_dim if (ctx.claim and ctx.claim.head_dim in (16, 32, 64, 128)) else 32
    n = 67 if not ctx.gpu else 1031  # not a multiple of any block: the ragged tail is masked
    q, k, v = qkv(1, 2, n, d, torch.float16, dev, seed=11)
    rows = []
    for causal in (False, True):
        ref = reference64(q, k, v, causal=causal)
        base = float((naive.naive_attention(q, k, v, causal=causal).double().cpu() - ref).abs().max())
        for bm, bn, st in _learner_configs(ctx):
            row = {"BLOCK_M": bm, "BLOCK_N": bn, "num_stages": st, "causal": causal, "N": n, "d": d}
            try:
                o, _ = fa.flash_attention_forward(q, k, v, causal=causal, BLOCK_M=bm, BLOCK_N=bn, num_stages=st)
                err = float((o.double().cpu() - ref).abs().max())
                row.update(max_err=err, torch_fp16_err=base, correct=err <= 2 * base + 1e-3)
            except fa.TileConfigError as exc:
                row.update(error=str(exc), correct=None)
            rows.append(row)
    ran = [r for r in rows if r["correct"] is not None]
    supported = bool(ran) and all(r["correct"] for r in ran)
    worst = max(r["max_err"] for r in ran) if ran else float("nan")
    sizes = sorted({f"{r['BLOCK_M']}x{r['BLOCK_N']}" for r in ran})
    mode = "the Triton interpreter on the CPU" if not ctx.gpu else ctx.where
    return Experiment(
        id="tiling.blocks_equal_reference", criterion=CRITERION, concepts=["ti.block_sizes", "ti.loop_order", "ti.resident"],
        supported=supported,
        summary=(f"Run in {mode} at block sizes {', '.join(sizes)} (N={n}, not a multiple of any block, d={d}, fp16, "
                 f"causal and not), the tiled kernel matches float64 attention to {worst:.1e}: tiling changes "
                 f"the order of work, not the result."),
        measurements={"rows": rows, "learner_tile": _learner_configs(ctx)[0] if ctx.claim and ctx.claim.has_tile else None},
    )


def _sweep_one(ctx: Context, fa, q, k, v, ref, cfg, n: int, d: int) -> dict:
    from workbench.lab.measure import gpu_time_s

    bm, bn, w, st = cfg
    row = {"BLOCK_M": bm, "BLOCK_N": bn, "num_warps": w, "num_stages": st,
           "predicted_smem_bytes": footprint(bm, bn, d, st)["shared_bytes"]}
    row["predicted_fits"] = row["predicted_smem_bytes"] <= ctx.smem_limit
    try:
        o, _ = fa.flash_attention_forward(q, k, v, BLOCK_M=bm, BLOCK_N=bn, num_warps=w, num_stages=st)
        row["max_err_vs_sdpa"] = float((o.float() - ref).abs().max())
        t = gpu_time_s(lambda: fa.flash_attention_forward(q, k, v, BLOCK_M=bm, BLOCK_N=bn, num_warps=w,
                                                          num_stages=st), rep_ms=60)
        f = iomodel.flops(n, d, q.shape[0] * q.shape[1])
        row.update(ctx.roofline.check(f"tile {bm}x{bn}", t, f,
                                      iomodel.compulsory(n, d, "fp16", q.shape[0] * q.shape[1]).total_bytes))
        row["status"] = "ran"
    except fa.TileConfigError as exc:
        row["status"] = "out_of_resources"
        row["error"] = str(exc)
    return row


def block_sweep_gpu(ctx: Context) -> Experiment:
    import torch

    fa, _ = kernels()
    b, h, n, d = (1, 1, 128, 128) if ctx.quick else (4, 16, 4096, 128)
    q, k, v = qkv(b, h, n, d, torch.float16, "cuda", seed=12)
    ref = torch.nn.functional.scaled_dot_product_attention(q.float(), k.float(), v.float())
    configs = list(SWEEP)
    c = ctx.claim
    if c is not None and c.has_tile:
        configs.insert(0, (c.block_m, c.block_n, 8 if c.block_m >= 128 else 4, c.num_stages or 2))
    rows = []
    for cfg in dict.fromkeys(configs):
        rows.append(_sweep_one(ctx, fa, q, k, v, ref, cfg, n, d))
        ctx.shared["tile_sweep"] = rows
    ran = [r for r in rows if r["status"] == "ran"]
    oor = [r for r in rows if r["status"] == "out_of_resources"]
    best = max(ran, key=lambda r: r["tflops"])
    worst = min(ran, key=lambda r: r["tflops"])
    agree = sum((r["status"] == "ran") == r["predicted_fits"] for r in rows)
    correct = all(r["max_err_vs_sdpa"] < 2e-2 for r in ran)
    summary = (f"On {ctx.where} (B={b}, H={h}, N={n}, d={d}, fp16), {len(ran)} of {len(rows)} tile configurations ran "
               f"(all correct: {correct}); the best, {best['BLOCK_M']}x{best['BLOCK_N']} with {best['num_stages']} stages, "
               f"reached {best['tflops']:.0f} TFLOP/s and the worst, {worst['BLOCK_M']}x{worst['BLOCK_N']}, "
               f"{worst['tflops']:.0f}")
    if oor:
        summary += (f"; {len(oor)} did not fit shared memory (e.g. {oor[0]['BLOCK_M']}x{oor[0]['BLOCK_N']} with "
                    f"{oor[0]['num_stages']} stages: estimated {oor[0]['predicted_smem_bytes'] / 1024:.0f} KiB)")
    return Experiment(
        id="tiling.gpu_block_sweep", criterion=CRITERION, concepts=["ti.block_sizes", "ti.sram_budget", "ti.pipeline", "ti.warps"],
        supported=correct and bool(ran),
        summary=summary + f"; the footprint formula predicted fit or no-fit for {agree} of {len(rows)}.",
        measurements={"B": b, "H": h, "N": n, "d": d, "rows": rows, "limit_bytes": ctx.smem_limit},
    )


CPU = [smem_table, interpreter_blocks]
GPU = [smem_table, block_sweep_gpu, warp_specialization]  # the sweep checks every tile against SDPA on the GPU


def learner_tile(ctx: Context) -> Experiment:
    """`--outline`: the kernel at the learner's own tile sizes: footprint, correctness, and time on a GPU."""
    import torch

    fa, naive = kernels()
    c = ctx.claim
    assert c is not None and c.has_tile
    d = c.head_dim if c.head_dim in (16, 32, 64, 128, 256) else 64
    st = c.num_stages or 2
    need = footprint(c.block_m, c.block_n, d, st, c.dtype or "fp16")["shared_bytes"]
    meas = {"BLOCK_M": c.block_m, "BLOCK_N": c.block_n, "HEAD_DIM": d, "num_stages": st, "quotes": c.quotes,
            "predicted_smem_bytes": need, "limit_bytes": ctx.smem_limit}
    desc = f"BLOCK_M={c.block_m}, BLOCK_N={c.block_n}, d={d}, {st} stages"
    b, h, n = (4, 16, 4096) if ctx.gpu and not ctx.quick else (1, 2, 67)
    q, k, v = qkv(b, h, n, d, torch.float16, "cuda" if ctx.gpu else "cpu", seed=13)
    try:
        o, _ = fa.flash_attention_forward(q, k, v, BLOCK_M=c.block_m, BLOCK_N=c.block_n, num_stages=st)
    except fa.TileConfigError as exc:
        meas["error"] = str(exc)
        return Experiment(id="tiling.learner_tile", criterion=CRITERION, concepts=["ti.block_sizes", "ti.sram_budget"],
                          supported=False, measurements=meas,
                          summary=f"Your tile ({desc}) cannot run on {ctx.where}: {exc}")
    if ctx.gpu:
        ref = torch.nn.functional.scaled_dot_product_attention(q.float(), k.float(), v.float())
        err, bound = float((o.float() - ref).abs().max()), 2e-2
    else:
        ref = reference64(q, k, v)
        err = float((o.double() - ref).abs().max())
        bound = 2 * float((naive.naive_attention(q, k, v).double() - ref).abs().max()) + 1e-3
    meas.update(N=n, B=b, H=h, max_err=err, error_bound=bound)
    summary = f"Your tile ({desc}, {need / 1024:.0f} KiB of shared memory) ran on {ctx.where} at N={n}: max error {err:.1e}"
    if ctx.gpu:
        from workbench.lab.measure import gpu_time_s

        t = gpu_time_s(lambda: fa.flash_attention_forward(q, k, v, BLOCK_M=c.block_m, BLOCK_N=c.block_n,
                                                          num_stages=st))
        f = iomodel.flops(n, d, b * h)
        meas.update(ctx.roofline.check("learner tile", t, f, iomodel.compulsory(n, d, "fp16", b * h).total_bytes))
        fa.flash_attention_forward(q, k, v)  # autotune outside the timing
        t_auto = gpu_time_s(lambda: fa.flash_attention_forward(q, k, v))
        meas["autotuned"] = ctx.roofline.check("autotuned tile", t_auto, f,
                                               iomodel.compulsory(n, d, "fp16", b * h).total_bytes)
        meas["autotuned_ms"] = t_auto * 1e3
        summary += f", {meas['ms']:.2f} ms ({meas['tflops']:.0f} TFLOP/s) vs {t_auto * 1e3:.2f} ms for the autotuned tile"
    return Experiment(id="tiling.learner_tile", criterion=CRITERION, concepts=["ti.block_sizes", "ti.sram_budget"],
                      supported=err <= bound, summary=summary + ".", measurements=meas)
