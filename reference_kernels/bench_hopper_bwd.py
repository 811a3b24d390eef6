"""Side by side in one process: the Hopper backward (every config in CANDIDATES of
flash_attention_hopper_bwd.py), cuDNN (SDPA's CUDNN_ATTENTION backend, torch.autograd.grad of its
output) and the portable backward as it runs without the Hopper path (autotuned,
REFERENCE_KERNELS_HOPPER=0). Backward only, TFLOP/s (2.5x the forward's FLOPs), median of
triton.testing.do_bench (L2 flushed).

    python -m reference_kernels.bench_hopper_bwd --out hopper_bwd.json
    python -m reference_kernels.bench_hopper_bwd --dtypes float16 --shapes 4,16,4096,128 --repeat 3

Each provider's (dq, dk, dv) on batch 0, heads 0-1 is checked against a float32 reference (no TF32)
before it is timed: max |error| <= 2e-2 (fp16) / 6e-2 (bf16), as reference_kernels/bench.py does.
Every Hopper config is also run twice and must give the same bits.
"""

from __future__ import annotations

import argparse
import json
import os

SHAPES = "8,32,2048,64;4,32,4096,64;1,32,16384,64;8,16,2048,128;4,16,4096,128;1,16,16384,128"
TOL = {"float16": 2e-2, "bfloat16": 6e-2}


def _tag(cfg) -> str:
    """m<BM>s<stages> of the dK/dV kernel, then n<BN>s<stages> of the dQ kernel, or "fused" and the
    key blocks of a head meant to run at once (none: BLOCKS_IN_FLIGHT)."""
    bm, skv, bn, sq = cfg
    return f"m{bm}s{skv}" + ((f"fused{sq or ''}") if bn == 0 else f"n{bn}s{sq}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m reference_kernels.bench_hopper_bwd")
    ap.add_argument("--dtypes", default="float16,bfloat16")
    ap.add_argument("--shapes", default=SHAPES, help="B,H,N,d;... (self-attention, Lq = Lk = N)")
    ap.add_argument("--out", default="hopper_bwd.json")
    ap.add_argument("--only", default="", help="comma list of cudnn, portable, chosen, fa3 (every config) "
                                               "or config tags (fa3_m64s2n64s2)")
    ap.add_argument("--repeat", type=int, default=1)
    a = ap.parse_args(argv)
    os.environ["REFERENCE_KERNELS_HOPPER"] = "0"  # flash_attention_backward = the portable kernels
    import torch
    import torch.nn.functional as F
    import triton
    from torch.nn.attention import SDPBackend, sdpa_kernel
    from triton.testing import do_bench

    from reference_kernels import flash_attention_hopper_bwd as hb
    from reference_kernels.bench import _reference, attention_flops, device_info
    from reference_kernels.flash_attention import flash_attention_backward, flash_attention_forward

    rows = []
    for dt in a.dtypes.split(","):
        dtype = getattr(torch, dt)
        for shape in a.shapes.split(";"):
            B, H, N, D = map(int, shape.split(","))
            for causal in (False, True):
                q, k, v, do = (torch.randn(B, H, N, D, device="cuda", dtype=dtype) for _ in range(4))
                ref = _reference(torch, q, k, v, do, causal, "bwd")
                o, lse = flash_attention_forward(q, k, v, causal)
                qg, kg, vg = (t.detach().clone().requires_grad_() for t in (q, k, v))
                with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
                    og = F.scaled_dot_product_attention(qg, kg, vg, is_causal=causal)

                providers = {
                    "cudnn": lambda: torch.autograd.grad(og, (qg, kg, vg), do, retain_graph=True),
                    "portable": lambda: flash_attention_backward(do, q, k, v, o, lse, causal),
                }
                chosen = hb.pick(D, causal, N, N)
                for cfg in hb.CANDIDATES[D]:
                    providers["fa3_" + _tag(cfg)] = (
                        lambda cfg=cfg: hb.backward(do, q, k, v, o, lse, causal, None, "top_left", cfg))
                if a.only:
                    keep = {("fa3_" + _tag(chosen)) if p == "chosen" else p for p in a.only.split(",")}
                    providers = {n: fn for n, fn in providers.items()
                                 if n in keep or ("fa3" in keep and n.startswith("fa3_"))}
                row = {"dtype": dt, "B": B, "H": H, "N": N, "d": D, "causal": causal, "tflops": {}, "err": {},
                       "repeatable": {}}
                flops = attention_flops(B, H, N, N, D, causal, "bwd")
                for name, fn in providers.items():
                    got = fn()
                    row["err"][name] = max((g[:1, :2].float() - r).abs().max().item() for g, r in zip(got, ref))
                    if name.startswith("fa3_"):
                        again = fn()
                        row["repeatable"][name] = all(torch.equal(x, y) for x, y in zip(got, again))
                    row["tflops"][name] = None
                for _ in range(a.repeat):
                    for name, fn in providers.items():
                        if row["err"][name] <= TOL[dt]:
                            ms = do_bench(fn, warmup=25, rep=100, return_mode="median")
                            row["tflops"][name] = max(row["tflops"][name] or 0.0, flops / (ms * 1e-3) / 1e12)
                row["chosen"] = "fa3_" + _tag(chosen)
                rows.append(row)
                print(_line(row), flush=True)
                del q, k, v, do, o, lse, qg, kg, vg, og, ref
                torch.cuda.empty_cache()
    with open(a.out, "w") as f:
        json.dump({"device": device_info(torch, triton), "rows": rows}, f, indent=1)
    print("\n" + "\n".join(_line(r) for r in rows))
    return 0


def _line(r) -> str:
    t = r["tflops"]
    fa3 = {k: v for k, v in t.items() if k.startswith("fa3_") and v}
    best = max(fa3, key=fa3.get) if fa3 else None
    cud, port = t.get("cudnn") or float("nan"), t.get("portable") or float("nan")
    cells = " ".join(f"{k[4:]}={v:.0f}" for k, v in fa3.items())
    bad = [k[4:] for k, ok in r.get("repeatable", {}).items() if not ok]
    bad += [k for k, e in r["err"].items() if not e <= TOL[r["dtype"]]]
    b = fa3[best] if best else float("nan")
    return (f"{r['dtype'][:4]} B{r['B']:<2} H{r['H']} N{r['N']:<5} d{r['d']:<3} {'causal' if r['causal'] else 'full  '} "
            f"cudnn {cud:4.0f} portable {port:4.0f} | {cells} | best {best[4:] if best else '-'} "
            f"x{b / cud:.3f} cudnn x{b / port:.3f} portable" + (f" | FAILED {bad}" if bad else ""))


if __name__ == "__main__":
    raise SystemExit(main())
