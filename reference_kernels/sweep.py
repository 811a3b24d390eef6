"""Explicit forward-config sweep on one GPU: every (BLOCK_M, BLOCK_N, num_warps, num_stages) of a
grid, launched pinned (not through the autotuner) and timed one by one.

    python -m reference_kernels.sweep compile --out DIR   # warm Triton's cache, many processes
    python -m reference_kernels.sweep time --out DIR      # time each config, one process
    python -m reference_kernels.sweep summary --out DIR   # table from DIR's JSON files (no GPU)
    python -m reference_kernels.sweep warm                # call the default path once per case
    python -m reference_kernels.sweep launch --out DIR    # CPU cost of one call (launch.json)

Why two phases: compiling ~270 kernels serially takes minutes, timing them takes seconds. `compile`
runs worker processes that each launch their share of configs once (Triton's on-disk cache keeps
the binaries); `time` then loads them from the cache, one process and nothing else on the GPU.

`time` measures, per case (dtype, B, H, N, d, causal): each config's kernel time as a CUDA-graph
replay (no Python launch overhead) and, for the best three, also called eagerly (what a Python
caller pays); the same two numbers for the default path (autotuned, or pinned for short sequences)
and for SDPA FLASH and cuDNN; and once, the CPU cost of one call at a tiny shape. Every config's
output is checked against a float32 reference before it is timed. Time = median of
triton.testing.do_bench (L2 flushed between runs), as in reference_kernels.bench.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import os
import subprocess
import sys
import time
from pathlib import Path

DTYPES = {"fp16": "float16", "bf16": "bfloat16"}
GRID = dict(BLOCK_M=(64, 128), BLOCK_N=(32, 64, 128), num_warps=(4, 8), num_stages=(2, 3, 4))
# The shapes that missed "forward >= SDPA FLASH" in v2 come first: they are timed before the
# time budget can run out.
PRIORITY = [("fp16", 128, True), ("bf16", 128, False), ("bf16", 64, True), ("bf16", 128, True)]
SHAPES = {64: (4, 32), 128: (4, 16)}  # head_dim -> (B, H), the bench grid's


def cases(n: int, dtypes=("fp16", "bf16"), dims=(128, 64), causals=(True, False)) -> list[tuple]:
    """(dtype, B, H, N, d, causal), the v2 misses first."""
    rest = [(dt, d, c) for dt in dtypes for d in dims for c in causals]
    order = [x for x in PRIORITY if x in rest] + [x for x in rest if x not in PRIORITY]
    return [(dt, *SHAPES[d], n, d, c) for dt, d, c in order]


def grid(head_dim: int, dtype_bytes: int = 2) -> tuple[list[tuple], list[tuple]]:
    """(configs that fit an H200 block by smem_bytes, configs that do not)."""
    from reference_kernels.flash_attention import H200_SMEM_PER_BLOCK, smem_bytes

    fit, skip = [], []
    for bm, bn, w, s in itertools.product(*GRID.values()):
        (fit if smem_bytes(bm, bn, head_dim, s, dtype_bytes) <= H200_SMEM_PER_BLOCK else skip).append((bm, bn, w, s))
    return fit, skip


def _inputs(torch, case, seed=0):
    dt, B, H, N, D, _ = case
    g = torch.Generator(device="cuda").manual_seed(seed)
    return [torch.randn(B, H, N, D, device="cuda", dtype=getattr(torch, DTYPES[dt]), generator=g) for _ in range(3)]


def _tasks(n):
    return [(case, cfg) for case in cases(n) for cfg in grid(case[4])[0]]


# ---------------------------------------------------------------------------------------- compile
def compile_worker(n: int, index: int, count: int, deadline: float) -> None:
    """Launch tasks index, index+count, ... once each; one JSON line per task on stdout."""
    import torch

    from reference_kernels.flash_attention import flash_attention_forward

    inputs = {}
    for case, cfg in _tasks(n)[index::count]:
        row = {"case": case, "config": cfg}
        if time.time() > deadline:
            row["error"] = "skipped: compile budget spent"
        else:
            t0 = time.time()
            try:
                q, k, v = inputs.setdefault(case, _inputs(torch, case))
                flash_attention_forward(q, k, v, case[5], None, *cfg)
                torch.cuda.synchronize()
                row["seconds"] = round(time.time() - t0, 2)
            except Exception as e:  # noqa: BLE001 - a config that fails to compile is a result
                row["error"] = f"{type(e).__name__}: {str(e)[:200]}"
        print(json.dumps(row), flush=True)


def compile_all(n: int, workers: int, budget: float, out: Path) -> None:
    deadline = time.time() + budget
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    procs = [subprocess.Popen([sys.executable, "-m", "reference_kernels.sweep", "compile-worker", "--n", str(n),
                               "--index", str(i), "--count", str(workers), "--deadline", str(deadline)],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
             for i in range(workers)]  # stderr dropped: Triton prints whole MLIR modules on failure
    rows = []
    for p in procs:
        try:
            stdout, _ = p.communicate(timeout=max(deadline - time.time(), 0) + 20)
        except subprocess.TimeoutExpired:
            p.kill()
            stdout, _ = p.communicate()
        rows += [json.loads(line) for line in stdout.splitlines() if line.startswith("{")]
    (out / "compile.json").write_text(json.dumps(rows))
    bad = [r for r in rows if "error" in r]
    print(f"compiled {len(rows) - len(bad)} of {len(_tasks(n))} configs in {budget - (deadline - time.time()):.0f} s "
          f"with {workers} workers; {len(bad)} failed or skipped", flush=True)
    for r in bad[:5]:
        print("  ", r["case"], r["config"], r["error"][:120], flush=True)


# ------------------------------------------------------------------------------------------- time
def _graph(torch, fn):
    """fn captured in a CUDA graph; returns its replay. Like bench._graphed without
    torch.cuda.graph's gc.collect() + empty_cache() per capture (hundreds of captures here)."""
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.stream(side):
        fn()  # warm-up outside capture: nothing may compile or allocate fresh inside it
        graph.capture_begin()
        try:
            fn()
        finally:
            graph.capture_end()
    torch.cuda.current_stream().wait_stream(side)
    return graph.replay


def _bench(triton, fn, rep):
    return triton.testing.do_bench(fn, warmup=10, rep=rep, return_mode="median")


def time_all(n: int, budget: float, rep: int, out: Path) -> None:
    import torch
    import torch.nn.functional as F
    import triton
    from torch.nn.attention import SDPBackend, sdpa_kernel

    from reference_kernels.bench import _picked_config, _reference, attention_flops, device_info
    from reference_kernels.flash_attention import default_forward_config, flash_attention_forward

    deadline = time.time() + budget
    failed = set()
    if (out / "compile.json").exists():
        failed = {(tuple(r["case"]), tuple(r["config"])) for r in json.loads((out / "compile.json").read_text())
                  if "error" in r}
    result = {"device": device_info(torch, triton), "rep_ms": rep, "cases": []}
    path = out / "sweep.json"

    def measure(fn, row, eager=True, graph=True):
        if graph:
            row["graph_ms"] = _bench(triton, _graph(torch, fn), rep)
        if eager:
            row["eager_ms"] = _bench(triton, fn, rep)

    for case in cases(n):
        dt, B, H, N, D, causal = case
        q, k, v = _inputs(torch, case, seed=1)
        ref = _reference(torch, q, k, v, None, causal, "fwd")
        tol = 2e-2 if dt == "fp16" else 6e-2
        entry = {"case": dict(dtype=dt, B=B, H=H, N=N, d=D, causal=causal),
                 "flops": attention_flops(B, H, N, N, D, causal), "configs": [], "peers": {}}
        result["cases"].append(entry)
        sdpa = lambda: F.scaled_dot_product_attention(q, k, v, is_causal=causal)  # noqa: E731
        for name, backend in (("flash", SDPBackend.FLASH_ATTENTION), ("cudnn", SDPBackend.CUDNN_ATTENTION)):
            row = {}
            try:
                with sdpa_kernel(backend):
                    sdpa()
                    measure(sdpa, row)
            except Exception as e:  # noqa: BLE001
                row["error"] = f"{type(e).__name__}: {str(e)[:200]}"
            entry["peers"][name] = row
        row = {"config": str(default_forward_config(N, N, D, causal, q.dtype, q.device) or "autotuned")}
        default = lambda: flash_attention_forward(q, k, v, causal)[0]  # noqa: E731
        default()
        row["picked"] = _picked_config(q, k, v, causal, "triton")
        measure(default, row)
        entry["peers"]["ours-default"] = row
        for cfg in grid(D)[0]:
            row = {"config": cfg}
            entry["configs"].append(row)
            if time.time() > deadline:
                row["error"] = "skipped: time budget spent"
                continue
            if (case, cfg) in failed:
                row["error"] = "compile failed or skipped"
                continue
            fn = lambda cfg=cfg: flash_attention_forward(q, k, v, causal, None, *cfg)[0]  # noqa: E731
            try:
                err = (fn()[:1, :2].float() - ref).abs().max().item()
                row["err"] = err
                if not err <= tol:
                    row["error"] = f"wrong result: max error {err:.3e} > {tol}"
                    continue
                measure(fn, row, eager=False)
            except Exception as e:  # noqa: BLE001
                row["error"] = f"{type(e).__name__}: {str(e)[:200]}"
        timed = sorted((r for r in entry["configs"] if "graph_ms" in r), key=lambda r: r["graph_ms"])
        for row in timed[:3]:
            if time.time() < deadline:
                measure(lambda cfg=row["config"]: flash_attention_forward(q, k, v, causal, None, *cfg)[0],
                        row, graph=False)
        path.write_text(json.dumps(result, indent=1))  # after every case: a kill keeps what was done
        best = timed[0] if timed else {}
        print(f"{dt} d={D} causal={causal}: best {best.get('config')} {best.get('graph_ms', float('nan')):.4f} ms "
              f"(graph), FLASH {entry['peers']['flash'].get('graph_ms', float('nan')):.4f} ms", flush=True)
        del q, k, v
    result["launch_cost_us"] = launch_cost(torch, F, flash_attention_forward, sdpa_kernel, SDPBackend)
    path.write_text(json.dumps(result, indent=1))


def launch_cost(torch, F, forward, sdpa_kernel, SDPBackend, calls=300) -> dict:
    """CPU microseconds per call at a tiny shape (GPU time negligible): the Python + launch cost."""
    # H=16 (not 1): same Triton specialisation as the sweep's d=64 kernels, so nothing compiles here.
    q = torch.randn(1, 16, 128, 64, device="cuda", dtype=torch.float16)
    fns = {"ours-default": lambda: forward(q, q, q, True),
           "ours-pinned": lambda: forward(q, q, q, True, None, 64, 64, 4, 3),
           "flash": lambda: F.scaled_dot_product_attention(q, q, q, is_causal=True)}
    res = {}
    for name, fn in fns.items():
        try:
            ctx = sdpa_kernel(SDPBackend.FLASH_ATTENTION) if name == "flash" else contextlib.nullcontext()
            with ctx:
                for _ in range(20):
                    fn()
                torch.cuda.synchronize()
                t0 = time.perf_counter()
                for _ in range(calls):
                    fn()
                torch.cuda.synchronize()
                res[name] = round((time.perf_counter() - t0) / calls * 1e6, 1)
        except Exception as e:  # noqa: BLE001
            res[name] = f"{type(e).__name__}: {str(e)[:120]}"
    print("launch cost, us per call at B=1, H=16, N=128, d=64 causal:", res, flush=True)
    return res


def warm(n: int) -> None:
    """One default-path forward per case: fills Triton's cache (e.g. beside the tests) so that a
    later bench times without compiling."""
    import torch

    from reference_kernels.flash_attention import flash_attention_forward

    for case in cases(n):
        q, k, v = _inputs(torch, case)
        flash_attention_forward(q, k, v, case[5])
    torch.cuda.synchronize()
    print(f"warm: default path compiled for {len(cases(n))} cases at N={n}", flush=True)


def launch_only(out: Path) -> None:
    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel

    from reference_kernels.flash_attention import flash_attention_forward

    res = launch_cost(torch, F, flash_attention_forward, sdpa_kernel, SDPBackend)
    (out / "launch.json").write_text(json.dumps(res))


# ---------------------------------------------------------------------------------------- summary
def _tf(flops, ms):
    return f"{flops / (ms * 1e-3) / 1e12:6.0f}" if ms else f"{'-':>6}"


def summary(out: Path) -> str:
    """TFLOP/s per case: peers and our default, eager | graph; the best pinned config."""
    data = json.loads((out / "sweep.json").read_text())
    lines = ["TFLOP/s, eager|graph (graph = CUDA-graph replay, no Python launch cost)",
             f"{'case':22} {'FLASH':>13} {'cuDNN':>13} {'ours default':>13} {'best pinned':>13} "
             f"{'best/FLASH':>10}  best config (BM,BN,warps,stages); 2nd; 3rd"]
    for e in data["cases"]:
        c, f = e["case"], e["flops"]
        p = e["peers"]

        def pair(row):
            return f"{_tf(f, row.get('eager_ms'))}|{_tf(f, row.get('graph_ms'))}"
        timed = sorted((r for r in e["configs"] if "graph_ms" in r), key=lambda r: r["graph_ms"])
        best = timed[0] if timed else {}
        fl = p.get("flash", {})
        ratio = "-"
        if best and fl.get("graph_ms") and fl.get("eager_ms") and best.get("eager_ms"):
            ratio = f"{fl['eager_ms'] / best['eager_ms']:.2f}|{fl['graph_ms'] / best['graph_ms']:.2f}"
        name = f"{c['dtype']} d={c['d']} N={c['N']} {'causal' if c['causal'] else 'full'}"
        top = "; ".join(f"{tuple(r['config'])} {_tf(f, r['graph_ms']).strip()}" for r in timed[:3])
        lines.append(f"{name:22} {pair(fl):>13} {pair(p.get('cudnn', {})):>13} {pair(p.get('ours-default', {})):>13} "
                     f"{pair(best):>13} {ratio:>10}  {top}")
    lines.append(f"launch cost us/call: {data.get('launch_cost_us')}")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m reference_kernels.sweep", description=__doc__.split("\n")[0])
    ap.add_argument("phase", choices=["compile", "compile-worker", "time", "summary", "warm", "launch"])
    ap.add_argument("--out", default=".", help="folder for compile.json / sweep.json")
    ap.add_argument("--n", type=int, default=1024, help="sequence length (Lq = Lk)")
    ap.add_argument("--workers", type=int, default=10, help="compile processes")
    ap.add_argument("--budget", type=float, default=100.0, help="seconds for this phase")
    ap.add_argument("--rep", type=int, default=40, help="do_bench rep (ms) per measurement")
    ap.add_argument("--index", type=int, default=0, help=argparse.SUPPRESS)
    ap.add_argument("--count", type=int, default=1, help=argparse.SUPPRESS)
    ap.add_argument("--deadline", type=float, default=0.0, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    out = Path(a.out)
    if a.phase == "summary":
        try:
            print(summary(out))
        except (OSError, ValueError, KeyError) as e:
            print(f"cannot summarise {out / 'sweep.json'}: {e}", file=sys.stderr)
            return 2
        return 0
    import torch

    if not torch.cuda.is_available():
        print("reference_kernels.sweep needs a CUDA GPU (none found).", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    if a.phase == "compile-worker":
        compile_worker(a.n, a.index, a.count, a.deadline)
    elif a.phase == "compile":
        compile_all(a.n, a.workers, a.budget, out)
    elif a.phase == "warm":
        warm(a.n)
    elif a.phase == "launch":
        launch_only(out)
    else:
        time_all(a.n, a.budget, a.rep, out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
