"""Benchmark: this FlashAttention vs naive attention and torch SDPA's backends, on one GPU.

    python -m reference_kernels.bench --out bench.json            # the full grid (several minutes)
    python -m reference_kernels.bench --quick                     # fp16, N=4096, forward only
    python -m reference_kernels.bench --dtypes fp16 --n 4096 --modes fwd,bwd --providers triton,flash

For every (dtype, B, H, d, N, causal, mode) and provider it checks the output (slice b=0, heads 0-1)
against a float32 reference first, then times with the median of triton.testing.do_bench (which
flushes L2 between runs), forward passes twice by default: called eagerly from Python (what a
caller pays, Python launch cost included: it shows at N=1024, where a forward takes 0.06-0.13 ms)
and as CUDA-graph replays (the GPU's time alone); it also measures peak extra memory (torch's allocator peak over what was
allocated before the call; the output is included). A provider that fails (naive out of memory at
N=16384, a backend that refuses a shape) is recorded, not fatal. The JSON holds device, driver, torch
and Triton versions; the table comes last, with the peers measured earlier on an H200 (FlexAttention,
reference_kernels/peers/) beside.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import math
import platform
import subprocess
import sys
from pathlib import Path

PEERS = Path(__file__).parent / "peers"
DTYPES = {"fp16": "float16", "bf16": "bfloat16"}
ALL_PROVIDERS = ("triton", "triton-desc", "triton-ws", "naive", "flash", "cudnn", "efficient")


def attention_flops(B, H, Lq, Lk, D, causal=False, mode="fwd") -> float:
    """Matmul FLOPs: per head two matmuls of 2*Lq*Lk*D each, i.e. 4*B*H*N^2*D; half of that when
    causal; backward = 2.5x forward (five matmuls, S recomputed once)."""
    f = 4.0 * B * H * Lq * Lk * D * (0.5 if causal else 1.0)
    return f * {"fwd": 1.0, "bwd": 2.5}[mode]


def attention_bytes(B, H, N, D, mode="fwd", dtype_bytes=2) -> float:
    """Fewest HBM bytes: fwd reads q, k, v and writes o (+ fp32 lse); bwd reads q, k, v, o, dO, lse
    and writes dq, dk, dv."""
    t = B * H * N * D * dtype_bytes
    rows = B * H * N * 4
    return 4 * t + rows if mode == "fwd" else 8 * t + 2 * rows


def device_info(torch, triton) -> dict:
    p = torch.cuda.get_device_properties(0)
    try:
        driver = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                                capture_output=True, text=True, timeout=20).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        driver = "unknown"
    return {"name": p.name, "capability": f"{p.major}.{p.minor}", "sms": p.multi_processor_count,
            "memory_GiB": round(p.total_memory / 2**30, 1), "driver": driver,
            "cuda_runtime": torch.version.cuda, "torch": torch.__version__, "triton": triton.__version__,
            "python": platform.python_version()}


def _providers(torch, F, names, causal):
    """name -> (fwd callable, context manager factory)."""
    from contextlib import nullcontext

    from torch.nn.attention import SDPBackend, sdpa_kernel

    from reference_kernels.flash_attention import attention, flash_attention_forward
    from reference_kernels.naive import naive_attention

    def ours(use_desc, ws):
        def fwd(q, k, v):
            if q.requires_grad:
                return attention(q, k, v, causal)  # autograd path (same forward kernel)
            return flash_attention_forward(q, k, v, causal, use_desc=use_desc, warp_specialize=ws)[0]
        return fwd

    def sdpa(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, is_causal=causal)

    table = {
        "triton": (ours(None, False), nullcontext),
        "triton-desc": (ours(True, False), nullcontext),
        "triton-ws": (ours(True, True), nullcontext),
        "naive": (lambda q, k, v: naive_attention(q, k, v, causal), nullcontext),
        "flash": (sdpa, lambda: sdpa_kernel(SDPBackend.FLASH_ATTENTION)),
        "cudnn": (sdpa, lambda: sdpa_kernel(SDPBackend.CUDNN_ATTENTION)),
        "efficient": (sdpa, lambda: sdpa_kernel(SDPBackend.EFFICIENT_ATTENTION)),
    }
    return {n: table[n] for n in names}


def _reference(torch, q, k, v, do, causal, mode):
    """float32 reference (no TF32) on batch 0, heads 0-1: output, or (dq, dk, dv)."""
    from reference_kernels.naive import naive_attention

    sl = [t[:1, :2].detach().float().requires_grad_() for t in (q, k, v)]
    prev = torch.backends.cuda.matmul.allow_tf32
    torch.backends.cuda.matmul.allow_tf32 = False
    try:
        o = naive_attention(*sl, causal)
        if mode == "fwd":
            return o.detach()
        return torch.autograd.grad(o, sl, do[:1, :2].float())
    finally:
        torch.backends.cuda.matmul.allow_tf32 = prev


def _is_oom(torch, e) -> bool:
    return isinstance(e, torch.cuda.OutOfMemoryError) or "out of memory" in str(e).lower()


def _graphed(torch, fn):
    """Capture fn in a CUDA graph and return its replay: times the GPU work without the Python
    launch overhead (which can exceed the kernel's time at N=1024)."""
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        fn()
    torch.cuda.current_stream().wait_stream(side)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        fn()
    return graph.replay


def run_case(torch, triton, F, dtype, B, H, N, D, causal, mode, names, seed, tol, timing="both"):
    """timing: "eager" (each call from Python, what a caller pays: ms/tflops), "graph" (CUDA-graph
    replays, the GPU's time alone: graph_ms/graph_tflops) or "both". Backward is timed eagerly."""
    g = torch.Generator(device="cuda").manual_seed(seed)
    q, k, v, do = (torch.randn(B, H, N, D, device="cuda", dtype=dtype, generator=g) for _ in range(4))
    ref = _reference(torch, q, k, v, do, causal, mode)
    flops = attention_flops(B, H, N, N, D, causal, mode)
    rows = []
    if mode == "bwd":  # the forward variants share one backward: time it once
        names = [n for n in names if n not in ("triton-desc", "triton-ws")]
    for name, (fn, ctx) in _providers(torch, F, names, causal).items():
        row = {"dtype": str(dtype).split(".")[-1], "B": B, "H": H, "N": N, "d": D, "causal": causal,
               "mode": mode, "provider": name}
        try:
            with ctx():
                if mode == "fwd":
                    del_ = fn(q, k, v)  # warm-up: autotuning's scratch must not count as our memory
                    del del_
                    torch.cuda.synchronize()
                    torch.cuda.reset_peak_memory_stats()
                    base = torch.cuda.memory_allocated()
                    out = fn(q, k, v)
                    torch.cuda.synchronize()
                    row["peak_extra_GiB"] = (torch.cuda.max_memory_allocated() - base) / 2**30
                    row["err"] = (out[:1, :2].float() - ref).abs().max().item()
                    del out
                    run = lambda: fn(q, k, v)  # noqa: E731
                else:
                    qg, kg, vg = (t.detach().requires_grad_() for t in (q, k, v))
                    o = fn(qg, kg, vg)
                    torch.autograd.grad(o, (qg, kg, vg), do, retain_graph=True)  # warm-up / autotune
                    torch.cuda.synchronize()
                    torch.cuda.reset_peak_memory_stats()
                    base = torch.cuda.memory_allocated()
                    grads = torch.autograd.grad(o, (qg, kg, vg), do, retain_graph=True)
                    torch.cuda.synchronize()
                    row["peak_extra_GiB"] = (torch.cuda.max_memory_allocated() - base) / 2**30
                    row["err"] = max((a[:1, :2].float() - b).abs().max().item() for a, b in zip(grads, ref))
                    del grads
                    run = lambda: torch.autograd.grad(o, (qg, kg, vg), do, retain_graph=True)  # noqa: E731
                row["ok"] = bool(math.isfinite(row["err"]) and row["err"] <= tol)
                if not row["ok"]:
                    row["error"] = f"wrong result: max error {row['err']:.3e} > {tol}"
                else:
                    if mode == "bwd" or timing != "graph":
                        ms = triton.testing.do_bench(run, warmup=25, rep=100, return_mode="median")
                        row["ms"], row["tflops"] = ms, flops / (ms * 1e-3) / 1e12
                    # Not naive: its N^2 temporaries would be allocated again for the capture, and at
                    # milliseconds per call the launch cost is noise anyway.
                    if mode == "fwd" and timing != "eager" and name != "naive":
                        ms = triton.testing.do_bench(_graphed(torch, run), warmup=25, rep=100, return_mode="median")
                        row["graph_ms"], row["graph_tflops"] = ms, flops / (ms * 1e-3) / 1e12
                if name.startswith("triton") and mode == "fwd":
                    row["config"] = _picked_config(q, k, v, causal, name)
        except Exception as e:  # a provider failing is a result (OOM, unsupported shape), not a crash
            row["error"] = "OOM" if _is_oom(torch, e) else f"{type(e).__name__}: {str(e)[:300]}"
        finally:
            o = None
            torch.cuda.empty_cache()
        rows.append(row)
        print(json.dumps(row), flush=True)
    return rows


def _picked_config(q, k, v, causal, name):
    """The config that ran for this shape: the pinned one, or the autotuner's choice."""
    from reference_kernels.flash_attention import default_forward_config, flash_attention_forward

    pinned = default_forward_config(q.shape[2], k.shape[2], q.shape[3], causal, q.dtype, q.device)
    if pinned is not None:
        return "pinned (BLOCK_M, BLOCK_N, num_warps, num_stages) = {}".format(pinned)
    opts = {"triton": dict(use_desc=None), "triton-desc": dict(use_desc=True),
            "triton-ws": dict(use_desc=True, warp_specialize=True)}[name]
    return str(flash_attention_forward(q, k, v, causal, return_launch=True, **opts)[2])


def resources(torch, dtype=None) -> list[dict]:
    """Compile pinned forward configs and read Triton's shared memory / registers / spills, beside
    smem_bytes()'s estimate (calibrates the formula; shows which tiles do not fit)."""
    from reference_kernels.flash_attention import TileConfigError, flash_attention_forward, smem_bytes

    dtype = dtype or torch.float16
    out = []
    for D in (64, 128):
        q = torch.randn(1, 1, 256, D, device="cuda", dtype=dtype)
        for bm, bn, w, st in [(128, 64, 4, 3), (128, 128, 8, 2), (128, 128, 8, 3), (64, 64, 4, 4),
                              (128, 128, 8, 4)]:
            for use_desc in (False, True):
                row = {"HEAD_DIM": D, "BLOCK_M": bm, "BLOCK_N": bn, "num_warps": w, "num_stages": st,
                       "use_desc": use_desc, "estimate": smem_bytes(bm, bn, D, st)}
                try:
                    ck = flash_attention_forward(q, q, q, False, None, bm, bn, w, st, use_desc=use_desc,
                                                 return_launch=True)[2]
                    row.update(shared=ck.metadata.shared, n_regs=getattr(ck, "n_regs", None),
                               n_spills=getattr(ck, "n_spills", None))
                except TileConfigError as e:
                    row["error"] = str(e)
                except Exception as e:  # noqa: BLE001 - a compile failure is a result here
                    row["error"] = f"{type(e).__name__}: {str(e)[:200]}"
                out.append(row)
                print(json.dumps(row), flush=True)
    return out


def load_peers() -> dict:
    """(dtype, B, H, N, d, causal, mode, provider) -> TFLOP/s recorded earlier on an H200."""
    out = {}
    anchors = json.loads((PEERS / "h200-attention-anchors-2026-11-30.json").read_text())
    for r in anchors["rows"]:
        for prov in ("flash", "cudnn", "efficient", "flex", "naive"):
            if f"{prov}_tflops" in r:
                out[("float16", r["B"], r["H"], r["N"], r["d"], r["causal"], "fwd", prov)] = r[f"{prov}_tflops"]
    for r in json.loads((PEERS / "h200-flexattention-2026-11-30.json").read_text()):
        key = ("float16", r["B"], r["H"], r["N"], r["d"], r["causal"])
        out[(*key, "fwd", "flex")] = r["flex_fwd"]
        for prov in ("flex", "flash", "cudnn"):
            if f"{prov}_bwd" in r:
                out[(*key, "bwd", prov)] = r[f"{prov}_bwd"]
    return out


def table(rows, names, metric="tflops") -> str:
    """One line per case; metric "tflops" (eager calls) or "graph_tflops" (CUDA-graph replays)."""
    peers = load_peers()
    groups = {}
    for r in rows:
        groups.setdefault((r["dtype"], r["mode"], r["B"], r["H"], r["d"], r["N"], r["causal"]), {})[r["provider"]] = r
    head = f"{'dtype':5} {'mode':4} {'B,H,d':10} {'N':>6} {'c':1} | " + " ".join(f"{n:>10}" for n in names)
    head += f" | {'flex(rec)':>9} {'ours/FA2':>8} {'ours/cuDNN':>10} {'ours/flex':>9} {'mem GiB':>7}"
    what = "CUDA-graph replays (GPU time only)" if metric == "graph_tflops" else "eager calls (incl. Python launch cost)"
    lines = [f"TFLOP/s, {what} (median of do_bench); 'rec' = recorded peer run on an H200 (2026-11-30)", head]
    for key, provs in groups.items():
        dtype, mode, B, H, d, N, causal = key
        cells = []
        for n in names:
            r = provs.get(n)
            cells.append(f"{'-':>10}" if r is None else f"{r[metric]:10.1f}" if metric in r
                         else f"{r.get('error', 'not timed')[:10]:>10}")
        flex = peers.get((dtype, B, H, N, d, causal, mode, "flex")) if metric == "tflops" else None
        ours = provs.get("triton", {}).get(metric)

        def ratio(other):
            o = provs.get(other, {}).get(metric)
            return f"{ours / o:.2f}" if ours and o else "-"
        mem = provs.get("triton", {}).get("peak_extra_GiB")
        short = {"float16": "fp16", "bfloat16": "bf16"}.get(dtype, dtype)
        lines.append(f"{short:5} {mode:4} {f'{B},{H},{d}':10} {N:6d} {'y' if causal else 'n'} | "
                     + " ".join(cells)
                     + f" | {flex if flex is None else round(flex, 1)!s:>9} {ratio('flash'):>8} {ratio('cudnn'):>10}"
                     + f" {f'{ours / flex:.2f}' if ours and flex else '-':>9} {'-' if mem is None else f'{mem:.3f}':>7}")
    return "\n".join(lines)


def tables(rows, names) -> str:
    """The eager table, then the CUDA-graph table, each only if some row has its numbers."""
    out = [table(rows, names, m) for m in ("tflops", "graph_tflops") if any(m in r for r in rows)]
    return "\n\n".join(out) or table(rows, names)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m reference_kernels.bench", description=__doc__.split("\n")[0])
    ap.add_argument("--out", default="bench.json", help="JSON file to write (default bench.json)")
    ap.add_argument("--dtypes", default="fp16,bf16", help="comma list of fp16,bf16")
    ap.add_argument("--shapes", default="4x32x64,4x16x128", help="comma list of BxHxd")
    ap.add_argument("--n", default="1024,4096,16384", help="comma list of sequence lengths (forward)")
    ap.add_argument("--bwd-n", default="4096", help="comma list of sequence lengths for backward")
    ap.add_argument("--causal", default="both", choices=["both", "true", "false"])
    ap.add_argument("--modes", default="fwd,bwd", help="fwd, bwd or both")
    ap.add_argument("--providers", default="triton,naive,flash,cudnn,efficient",
                    help=f"comma list of {','.join(ALL_PROVIDERS)}")
    ap.add_argument("--bwd-dtypes", default="fp16", help="dtypes for backward (default fp16)")
    ap.add_argument("--quick", action="store_true", help="fp16, N=4096, forward only")
    ap.add_argument("--timing", default="both", choices=["both", "eager", "graph"],
                    help="forward timing: eager calls (what a Python caller pays), CUDA-graph replays "
                         "(GPU time without the Python launch cost), or both (default; two tables)")
    ap.add_argument("--cuda-graph", action="store_true", help="same as --timing graph")
    ap.add_argument("--resources", action="store_true",
                    help="also compile pinned forward configs and record shared memory/registers")
    ap.add_argument("--table-from", metavar="JSON",
                    help="print the table of an earlier run's JSON and exit (no GPU needed)")
    a = ap.parse_args(argv)
    if a.table_from:
        try:
            rows = json.loads(Path(a.table_from).read_text())["rows"]
        except (OSError, ValueError, KeyError) as e:
            print(f"cannot read bench rows from {a.table_from}: {e}", file=sys.stderr)
            return 2
        seen = list(dict.fromkeys(r["provider"] for r in rows))
        print(tables(rows, seen))
        return 0
    if a.quick:
        a.dtypes, a.n, a.modes = "fp16", "4096", "fwd"
    names = [p for p in a.providers.split(",") if p]
    bad = [p for p in names if p not in ALL_PROVIDERS]
    if bad:
        ap.error(f"unknown provider(s) {bad}; choose from {ALL_PROVIDERS}")

    import torch
    import triton
    import torch.nn.functional as F

    if not torch.cuda.is_available():
        print("reference_kernels.bench needs a CUDA GPU (none found); the CPU tests are in tests/.",
              file=sys.stderr)
        return 2
    info = device_info(torch, triton)
    print(json.dumps(info), flush=True)
    shapes = [tuple(int(x) for x in s.split("x")) for s in a.shapes.split(",")]
    causals = {"both": [False, True], "true": [True], "false": [False]}[a.causal]
    rows, seed = [], 0
    for mode in [m for m in a.modes.split(",") if m]:
        dts = a.dtypes if mode == "fwd" else a.bwd_dtypes
        ns = a.n if mode == "fwd" else a.bwd_n
        for dt in dts.split(","):
            dtype = getattr(torch, DTYPES[dt])
            tol = 2e-2 if dt == "fp16" else 6e-2
            for B, H, D in shapes:
                for N in (int(x) for x in ns.split(",")):
                    for causal in causals:
                        seed += 1
                        rows += run_case(torch, triton, F, dtype, B, H, N, D, causal, mode, names, seed, tol,
                                         timing="graph" if a.cuda_graph else a.timing)
    res = resources(torch) if a.resources else None
    result = {"device": info, "resources": res, "created": _dt.datetime.now(_dt.timezone.utc).isoformat(),
              "argv": sys.argv[1:] if argv is None else argv, "rows": rows}
    Path(a.out).write_text(json.dumps(result, indent=1))
    print(f"wrote {a.out}")
    print(tables(rows, names))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
