"""Side by side in one process: the Hopper forward (every config in CANDIDATES), cuDNN (SDPA's
CUDNN_ATTENTION backend) and the portable kernel as it runs without the Hopper path (autotuned,
REFERENCE_KERNELS_HOPPER=0). Forward only, TFLOP/s, median of triton.testing.do_bench (L2 flushed).

    python -m reference_kernels.bench_hopper --out hopper.json
    python -m reference_kernels.bench_hopper --dtypes float16 --shapes 4,16,4096,128
    python -m reference_kernels.bench_hopper --only cudnn,chosen --repeat 3   # confirm the picks
    python -m reference_kernels.bench_hopper --masks causal --repeat 2 \
        --only cudnn,portable,s2p0c2o1n128e0P0,s2p0c2o1n128e0P1,s2p0c2o1n128e0P2,s2p0c2o1n128e0P3
    git archive HEAD~1 reference_kernels | tar -x -C old     # another version, beside this one
    python -m reference_kernels.bench_hopper --other old/reference_kernels --only cudnn,chosen,other_chosen

``--repeat R`` times the providers in turn R times and keeps each one's best median, so a slow
moment of the machine does not land on one provider only; each pass's numbers are kept too
(``passes`` in the JSON), with each provider's fastest over slowest pass (``spread``); a row whose
passes disagree by more than 15% says so at the end of its line. Configs that differ only in their grid (the tag's last field: P0 per
tile, P1 round-robin, P2 LPT table, P3 snake) must give the same bits: ``same_bits`` records the
comparison with the first of each such family. ``--other DIR``: another version's
``reference_kernels`` folder, imported as a second package, whose Hopper forward runs beside this
one as ``other_chosen`` (its own pick) or ``other_<tag>``; its outputs are checked and timed alike.

Each provider's output on batch 0, heads 0-1 is checked against a float32 reference (no TF32)
before it is timed: max |error| <= 2e-2 (fp16) / 6e-2 (bf16), as reference_kernels/bench.py does.
"""

from __future__ import annotations

import argparse
import atexit
import importlib
import json
import os
import pathlib
import shutil
import sys
import tempfile

SHAPES = "16,32,1024,64;8,32,2048,64;4,32,4096,64;1,32,16384,64;" \
         "16,16,1024,128;8,16,2048,128;4,16,4096,128;1,16,16384,128"
TOL = {"float16": 2e-2, "bfloat16": 6e-2}


def _tag(cfg) -> str:
    return "s{}p{:d}c{}o{:d}n{}e{}P{:d}".format(*cfg)


def _other_package(folder: str):
    """``folder`` (a reference_kernels directory of another version) as the package
    ``reference_kernels_other``: a copy whose imports of reference_kernels name itself."""
    src = pathlib.Path(folder)
    if not (src / "flash_attention_hopper.py").is_file():
        raise SystemExit(f"--other {folder}: no flash_attention_hopper.py there; give a reference_kernels folder")
    root = pathlib.Path(tempfile.mkdtemp(prefix="bench_hopper_other_"))
    atexit.register(shutil.rmtree, root, True)
    dst = root / "reference_kernels_other"
    dst.mkdir()
    for f in src.glob("*.py"):
        text = f.read_text().replace("from reference_kernels import", "from reference_kernels_other import")
        (dst / f.name).write_text(text.replace("reference_kernels.", "reference_kernels_other."))
    sys.path.insert(0, str(root))
    return importlib.import_module("reference_kernels_other.flash_attention_hopper")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m reference_kernels.bench_hopper")
    ap.add_argument("--dtypes", default="float16,bfloat16")
    ap.add_argument("--shapes", default=SHAPES, help="B,H,N,d;... (self-attention, Lq = Lk = N)")
    ap.add_argument("--out", default="hopper.json")
    ap.add_argument("--only", default="", help="comma list of cudnn, portable, chosen (default: all + every config)")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--masks", default="full,causal", help="full, causal or both")
    ap.add_argument("--other", default="", help="another version's reference_kernels folder, timed beside this one")
    a = ap.parse_args(argv)
    os.environ["REFERENCE_KERNELS_HOPPER"] = "0"  # flash_attention_forward = the portable kernel
    import torch
    import torch.nn.functional as F
    import triton
    from torch.nn.attention import SDPBackend, sdpa_kernel
    from triton.testing import do_bench

    from reference_kernels import flash_attention_hopper as hopper
    from reference_kernels.bench import _reference, attention_flops, device_info
    from reference_kernels.flash_attention import flash_attention_forward
    other = _other_package(a.other) if a.other else None

    rows = []
    for dt in a.dtypes.split(","):
        dtype = getattr(torch, dt)
        for shape in a.shapes.split(";"):
            B, H, N, D = map(int, shape.split(","))
            for causal in [m == "causal" for m in a.masks.split(",")]:
                q, k, v = (torch.randn(B, H, N, D, device="cuda", dtype=dtype) for _ in range(3))
                ref = _reference(torch, q, k, v, None, causal, "fwd")

                def cudnn():
                    with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
                        return F.scaled_dot_product_attention(q, k, v, is_causal=causal)

                providers = {"cudnn": cudnn, "portable": lambda: flash_attention_forward(q, k, v, causal)[0]}
                sms = torch.cuda.get_device_properties(0).multi_processor_count
                chosen = hopper.pick(D, causal, N, B * H, sms)
                for cfg in hopper.CANDIDATES[D]:
                    providers["fa3_" + _tag(cfg)] = (lambda cfg=cfg: hopper.forward(q, k, v, causal, None,
                                                                                     "top_left", cfg)[0])
                family = {"fa3_" + _tag(cfg): cfg[:6] for cfg in hopper.CANDIDATES[D]}
                if other is not None:
                    try:  # versions before v15 pick by length alone
                        other_chosen = other.pick(D, causal, N, B * H, sms)
                    except TypeError:
                        other_chosen = other.pick(D, causal, N)
                    for cfg in other.CANDIDATES[D]:
                        providers["other_" + _tag(cfg)] = (lambda cfg=cfg: other.forward(q, k, v, causal, None,
                                                                                         "top_left", cfg)[0])
                if a.only:  # names: cudnn, portable, chosen, or a config tag (s2p1..., with or without fa3_)
                    keep = {"fa3_" + _tag(chosen) if p == "chosen" else p if p in ("cudnn", "portable")
                            else "other_" + _tag(other_chosen) if p == "other_chosen" and other is not None
                            else p if p.startswith("other_") else "fa3_" + p.removeprefix("fa3_")
                            for p in a.only.split(",")}
                    providers = {n: fn for n, fn in providers.items() if n in keep}
                row = {"dtype": dt, "B": B, "H": H, "N": N, "d": D, "causal": causal, "tflops": {}, "err": {},
                       "same_bits": {}, "passes": []}
                flops = attention_flops(B, H, N, N, D, causal)
                first = {}  # grid family -> the first member's output
                for name, fn in providers.items():
                    out = fn()
                    row["err"][name] = (out[:1, :2].float() - ref).abs().max().item()
                    row["tflops"][name] = None
                    if name in family:
                        base = first.setdefault(family[name], out)
                        row["same_bits"][name] = bool(torch.equal(out, base))
                    del out
                first.clear()
                names = list(providers)
                for rep in range(a.repeat):  # each pass starts one provider later: no fixed neighbours
                    tflops = {}
                    for name in names[rep % len(names):] + names[:rep % len(names)]:
                        fn = providers[name]
                        if row["err"][name] <= TOL[dt]:
                            ms = do_bench(fn, warmup=25, rep=100, return_mode="median")
                            tflops[name] = flops / (ms * 1e-3) / 1e12
                            row["tflops"][name] = max(row["tflops"][name] or 0.0, tflops[name])
                    row["passes"].append({n: tflops[n] for n in names if n in tflops})
                row["chosen"] = "fa3_" + _tag(chosen)
                row["spread"] = _spread(row["passes"])
                rows.append(row)
                for i, tflops in enumerate(row["passes"] if a.repeat > 1 else []):
                    print(f"  pass {i + 1}: " + " ".join(f"{n.removeprefix('fa3_')}={t:.0f}" for n, t in tflops.items()))
                if not all(row["same_bits"].values()):
                    print("  NOT bit-identical across grids:", row["same_bits"])
                print(_line(row), flush=True)
                del q, k, v, ref
                torch.cuda.empty_cache()
    with open(a.out, "w") as f:
        json.dump({"device": device_info(torch, triton), "rows": rows}, f, indent=1)
    print("\n" + "\n".join(_line(r) for r in rows))
    return 0


SPREAD = 1.15  # a provider whose fastest pass beats its slowest by more than this is flagged


def _spread(passes: list[dict]) -> dict:
    """Per provider timed in two or more passes: its fastest pass's TFLOP/s over its slowest's.
    Some small shapes have moved 2.5x between passes (docs/performance.md v16): a best-of figure
    hides that, so rows are flagged where the passes disagree."""
    names = {n for p in passes for n in p}
    out = {}
    for n in sorted(names):
        vals = [p[n] for p in passes if p.get(n)]
        if len(vals) >= 2:
            out[n] = max(vals) / min(vals)
    return out


def _line(r) -> str:
    t = r["tflops"]
    fa3 = {k: v for k, v in t.items() if k.startswith("fa3_") and v}
    best = max(fa3, key=fa3.get) if fa3 else None
    cud, port = t.get("cudnn") or float("nan"), t.get("portable") or float("nan")
    cells = " ".join(f"{k[4:]}={v:.0f}" for k, v in fa3.items())
    cells += "".join(f" {k}={v:.0f}" for k, v in t.items() if k.startswith("other_") and v)
    chosen = t.get(r.get("chosen", ""), None) or float("nan")
    apart = [f"{k.removeprefix('fa3_')} x{v:.2f}" for k, v in r.get("spread", {}).items() if v > SPREAD]
    return (f"{r['dtype'][:4]} B{r['B']:<2} H{r['H']} N{r['N']:<5} d{r['d']:<3} {'causal' if r['causal'] else 'full  '} "
            f"cudnn {cud:4.0f} portable {port:4.0f} | {cells} | best {best[4:] if best else '-'} "
            f"x{(fa3[best] if best else float('nan')) / cud:.3f} cudnn  x{(fa3[best] if best else float('nan')) / port:.3f} "
            f"portable | chosen x{chosen / cud:.3f} x{chosen / port:.3f}" +
            (f" | passes disagree (fastest / slowest): {', '.join(apart)}" if apart else ""))


if __name__ == "__main__":
    raise SystemExit(main())
