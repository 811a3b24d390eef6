"""failureModeOrTradeOff: recomputation in the backward, short sequences, head-dim and tile
limits, causal load imbalance."""

from __future__ import annotations

from .. import iomodel
from ..tiles import footprint
from . import Context, fmt_bytes, kernels, qkv, versus_naive
from workbench.facts.model import Experiment

CRITERION = "failureModeOrTradeOff"


def _flop_counts(n: int, d: int, bh: int) -> dict:
    fwd = iomodel.flops(n, d, bh)
    return {"forward_flops": fwd, "naive_backward_flops": 2 * fwd,  # dV, dP, dQ, dK: 4 matmuls
            "flash_backward_flops": int(2.5 * fwd),  # the same 4 + recomputing S = QK^T
            "recompute_extra_flops": fwd // 2, "stored_P_bytes_fp16": bh * n * n * 2}


def recompute_cpu(ctx: Context) -> Experiment:
    import torch

    from workbench.lab.measure import cpu_peak_extra_bytes

    fa, naive = kernels()
    b, h, d = 1, 2, 32
    n = 64 if ctx.quick else 256
    counts = _flop_counts(n, d, b * h)
    peaks = {}
    for name, fn in (("naive", naive.naive_attention), ("flash", fa.attention)):
        q, k, v = (t.requires_grad_() for t in qkv(b, h, n, d, torch.float16, "cpu", seed=21))

        def step():
            o = fn(q, k, v)
            o.backward(torch.ones_like(o))
            return None

        peaks[name] = cpu_peak_extra_bytes(step)[0]
    # what recomputation saves is at least the stored P (autograd keeps it for the backward)
    supported = peaks["naive"] - peaks["flash"] >= counts["stored_P_bytes_fp16"]
    return Experiment(
        id="tradeoffs.recompute_backward", criterion=CRITERION, concepts=["to.recompute_flops", "to.extra_memory"], supported=supported,
        summary=(f"The backward recomputes S = QK^T from Q, K and the stored log-sum-exp: {counts['recompute_extra_flops']:,} "
                 f"extra FLOPs (25% more backward work) instead of keeping P; measured forward+backward peak memory "
                 f"(CPU, N={n}, d={d}, fp16): naive {fmt_bytes(peaks['naive'])}, FlashAttention {fmt_bytes(peaks['flash'])}."),
        measurements={"N": n, "d": d, "B": b, "H": h, **counts, "peak_extra_bytes": peaks,
                      "method": "TorchDispatchMode allocation tracking"},
    )


def recompute_gpu(ctx: Context) -> Experiment:
    import torch

    from workbench.lab.measure import gpu_peak_extra_bytes, gpu_time_s

    fa, naive = kernels()
    b, h, n, d = (1, 2, 128, 64) if ctx.quick else (4, 32, 4096, 64)
    counts = _flop_counts(n, d, b * h)
    floor = 2 * iomodel.compulsory(n, d, "fp16", b * h).total_bytes
    res = {}
    for name, fn in (("naive", naive.naive_attention), ("flash", fa.attention)):
        q, k, v = (t.requires_grad_() for t in qkv(b, h, n, d, torch.float16, "cuda", seed=22))
        do = torch.randn_like(q)

        def step():
            q.grad = k.grad = v.grad = None
            fn(q, k, v).backward(do)

        step()  # compile and autotune the backward outside the measurement
        peak, _ = gpu_peak_extra_bytes(step)
        r = {"peak_extra_bytes": peak}
        if peak != "OOM":
            t_fb = gpu_time_s(step)
            with torch.no_grad():
                t_f = gpu_time_s(lambda: fn(q, k, v))
            r["fwd"] = ctx.roofline.check(f"{name} fwd", t_f, counts["forward_flops"], floor / 2)
            flops_fb = counts["forward_flops"] + counts[f"{name}_backward_flops"]
            r["fwd_bwd"] = ctx.roofline.check(f"{name} fwd+bwd", t_fb, flops_fb, floor)
            r["bwd_ms"] = r["fwd_bwd"]["ms"] - r["fwd"]["ms"]
        res[name] = r
        del q, k, v, do
        torch.cuda.empty_cache()
    nv, fl = res["naive"], res["flash"]
    ok = "fwd_bwd" in nv and "fwd_bwd" in fl
    supported = ok and fl["peak_extra_bytes"] < nv["peak_extra_bytes"]
    summary = (f"On {ctx.where} (B={b}, H={h}, N={n}, d={d}, fp16), the backward recomputes S instead of storing P "
               f"({fmt_bytes(counts['stored_P_bytes_fp16'])} in fp16), 25% more backward FLOPs; forward+backward takes ")
    if ok:
        summary += (f"{fl['fwd_bwd']['ms']:.2f} ms and {fmt_bytes(fl['peak_extra_bytes'])} of extra memory vs "
                    f"{nv['fwd_bwd']['ms']:.2f} ms and {fmt_bytes(nv['peak_extra_bytes'])} for naive attention "
                    f"(backward alone {fl['bwd_ms']:.2f} vs {nv['bwd_ms']:.2f} ms).")
    else:
        summary += f"{fl.get('fwd_bwd', {}).get('ms', float('nan')):.2f} ms; naive attention ran out of memory."
    return Experiment(id="tradeoffs.recompute_backward_gpu", criterion=CRITERION, concepts=["to.recompute_flops", "to.extra_memory"],
                      supported=supported, summary=summary,
                      measurements={"headline": True, "B": b, "H": h, "N": n, "d": d, **counts, **res})


def short_sequences(ctx: Context) -> Experiment:
    """Fusion removes the N x N traffic; at small N that traffic is a small share of the whole."""
    d = 64
    rows = []
    for n in (64, 128, 256, 512, 1024, 4096, 16384):
        std = iomodel.standard(n, d)
        rows.append({"N": n, "nxn_share_of_standard_traffic": std.nxn_bytes / std.total_bytes,
                     "max_traffic_saving_x": std.total_bytes / iomodel.compulsory(n, d).total_bytes})
    meas: dict = {"d": d, "analytic": rows, "method": "analytic (iomodel.py)"}
    sweep = ctx.shared.get("sweep") or []
    measured = [{"N": r["N"], "speedup": r["speedup"], "naive_ms": r["naive"]["ms"], "fused_ms": r["fused"]["ms"]}
                for r in sweep if "speedup" in r]
    first = rows[0]
    summary = (f"At N={first['N']}, d={d} the N x N matrices are only {100 * first['nxn_share_of_standard_traffic']:.0f}% of "
               f"standard attention's HBM traffic, so fusing can at most cut traffic {first['max_traffic_saving_x']:.1f}x "
               f"(vs {rows[-1]['max_traffic_saving_x']:.0f}x at N={rows[-1]['N']})")
    supported = rows[0]["max_traffic_saving_x"] < rows[-1]["max_traffic_saving_x"]
    if measured:
        meas["measured"] = measured
        meas["method"] = "measured (memory.gpu_sweep) + analytic"
        lo, hi = measured[0], max(measured, key=lambda r: r["speedup"])
        b, h = ctx.shared.get("sweep_bh", ("?", "?"))
        summary += (f"; measured on {ctx.where} (B={b}, H={h}): {versus_naive(lo['speedup'])} at N={lo['N']} "
                    f"({lo['fused_ms'] * 1e3:.0f} vs {lo['naive_ms'] * 1e3:.0f} us) against {hi['speedup']:.1f}x at "
                    f"N={hi['N']}")
        supported = supported and lo["speedup"] < hi["speedup"]
    return Experiment(id="tradeoffs.short_sequences", criterion=CRITERION, concepts=["to.short_seq"],
                      supported=supported, summary=summary + ".", measurements=meas)


def head_dim_limits(ctx: Context) -> Experiment:
    """The largest square-ish tile (2 stages) that fits shared memory shrinks as the head dim grows."""
    limit = ctx.smem_limit
    sizes = (16, 32, 64, 128, 256)
    rows = []
    for d in (64, 128, 256):
        fits = [(bm, bn) for bm in sizes for bn in sizes if footprint(bm, bn, d, 2)["shared_bytes"] <= limit]
        best = max(fits, key=lambda t: (t[0] * t[1], t[0])) if fits else None
        rows.append({"HEAD_DIM": d, "largest_tile_2_stages": best, "tile_area": best[0] * best[1] if best else 0,
                     "bytes": footprint(*best, d, 2)["shared_bytes"] if best else None})
    big = rows[-1]
    if ctx.gpu:  # does d=256 actually run?
        import torch

        fa, _ = kernels()
        q, k, v = qkv(1, 2, 128 if ctx.quick else 512, 256, torch.float16, "cuda", seed=23)
        try:
            o, _ = fa.flash_attention_forward(q, k, v)
            ref = torch.nn.functional.scaled_dot_product_attention(q.float(), k.float(), v.float())
            big["d256_runs"] = True
            big["d256_max_err"] = float((o.float() - ref).abs().max())
        except Exception as exc:  # noqa: BLE001 - a failure here is the finding
            big["d256_runs"] = False
            big["d256_error"] = f"{type(exc).__name__}: {exc}"
    summary = (f"With {limit / 1024:.0f} KiB of shared memory per block and 2 stages, the largest tile is "
               + ", ".join(f"{r['largest_tile_2_stages'][0]}x{r['largest_tile_2_stages'][1]} at d={r['HEAD_DIM']}"
                           for r in rows if r["largest_tile_2_stages"])
               + ": a larger head dim forces smaller tiles, so K and V are re-read more often.")
    return Experiment(id="tradeoffs.head_dim_limits", criterion=CRITERION, concepts=["to.smem", "to.registers", "to.tuning"],
                      supported=rows[0]["tile_area"] > rows[-1]["tile_area"], summary=summary,
                      measurements={"method": "analytic (footprint formula)" if not ctx.gpu else "measured d=256 run + analytic",
                                    "limit_bytes": limit, "rows": rows})


def causal_imbalance(ctx: Context) -> Experiment:
    bm, bn, n = 128, 64, 4096
    visits = iomodel.kv_blocks_visited(n, n, bm, bn, causal=True)
    mean = sum(visits) / len(visits)
    meas: dict = {"N": n, "BLOCK_M": bm, "BLOCK_N": bn, "kv_blocks_per_query_block": visits,
                  "max_over_mean": max(visits) / mean, "method": "analytic (loop bounds)"}
    summary = (f"With causal masking (N={n}, BLOCK_M={bm}, BLOCK_N={bn}) query block i visits i+1 key blocks after "
               f"skipping those above the diagonal: from {min(visits)} to {max(visits)}, {max(visits) / mean:.2f}x the mean, "
               f"so programs do unequal work, and with few programs per SM the GPU idles while the longest finish")
    supported = max(visits) / mean > 1.5
    if ctx.gpu:
        import torch

        from reference_kernels.flash_attention_hopper import path_name as forward_path
        from workbench.lab.measure import gpu_time_s

        fa, _ = kernels()
        rows = []
        # Many programs per SM (B*H*T_r in the thousands) let the scheduler even the load out;
        # a small batch leaves about two waves, where the long diagonal programs show.
        shapes = [(1, 2, 128)] if ctx.quick else [(4, 32, 4096), (4, 32, 16384), (1, 2, 16384)]
        for b, h, nn in shapes:
            q, k, v = qkv(b, h, nn, 64, torch.float16, "cuda", seed=nn + b)
            t, path = {}, {}
            for causal in (False, True):
                path[causal] = forward_path(q, k, v, causal)
                f = iomodel.flops(nn, 64, b * h, causal)
                fa.flash_attention_forward(q, k, v, causal=causal)  # autotune outside the timing
                s = gpu_time_s(lambda: fa.flash_attention_forward(q, k, v, causal=causal))
                t[causal] = ctx.roofline.check(f"causal={causal} B={b} H={h} N={nn}", s, f,
                                               iomodel.compulsory(nn, 64, "fp16", b * h).total_bytes)
            programs = b * h * -(-nn // bm)
            rows.append({"B": b, "H": h, "N": nn, "programs_at_BLOCK_M_128": programs,
                         "causal_over_full_time": t[True]["ms"] / t[False]["ms"],
                         "causal_tflops": t[True]["tflops"], "full_tflops": t[False]["tflops"],
                         "forward_kernel": {"full": path[False], "causal": path[True]}})
            del q, k, v
        meas["measured"] = rows
        meas["method"] = "measured + analytic"
        parts = [f"B={r['B']}, H={r['H']}, N={r['N']} ({r['programs_at_BLOCK_M_128']} programs): "
                 f"{r['causal_over_full_time']:.2f}x ({r['causal_tflops']:.0f} vs {r['full_tflops']:.0f} TFLOP/s)"
                 for r in rows]
        summary += (f"; measured on {ctx.where}, causal time over non-causal time (ideal 0.50 for half the FLOPs): "
                    + "; ".join(parts))
    return Experiment(id="tradeoffs.causal_imbalance", criterion=CRITERION, concepts=["to.causal_imbalance"],
                      supported=supported, summary=summary + ".", measurements=meas)


CPU = [recompute_cpu, short_sequences, head_dim_limits, causal_imbalance]
GPU = [recompute_gpu, short_sequences, head_dim_limits, causal_imbalance]
