"""Side by side, in one process: this flash_attention.py against another version of it (a file).

    python -m reference_kernels.bench_ab --other old/flash_attention.py --out ab.json

Both run the same pinned tile configs (REFERENCE_KERNELS_AUTOTUNE=0 is set here), so the ratio
measures the code, not the autotuner's pick. Each case alternates new/old twice and keeps each
one's best median (triton.testing.do_bench, L2 flushed). Forward and backward, TFLOP/s.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os

CASES = [(dt, B, H, N, d, causal) for dt in ("float16", "bfloat16")
         for (B, H, N, d) in ((4, 32, 4096, 64), (1, 32, 16384, 64), (4, 16, 4096, 128), (1, 16, 16384, 128))
         for causal in (False, True)]


def _load(path):
    spec = importlib.util.spec_from_file_location("flash_attention_other", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m reference_kernels.bench_ab")
    ap.add_argument("--other", required=True, help="path of the other flash_attention.py")
    ap.add_argument("--out", default="ab.json")
    a = ap.parse_args(argv)
    os.environ["REFERENCE_KERNELS_AUTOTUNE"] = "0"
    import torch
    from triton.testing import do_bench

    from reference_kernels import flash_attention as new
    from reference_kernels.bench import attention_flops
    old = _load(a.other)
    rows = []
    for dt, B, H, N, d, causal in CASES:
        dtype = getattr(torch, dt)
        q, k, v, do = (torch.randn(B, H, N, d, device="cuda", dtype=dtype) for _ in range(4))
        row = {"dtype": dt, "B": B, "H": H, "N": N, "d": d, "causal": causal}
        for mode in ("fwd", "bwd"):
            best = {}
            for _ in range(2):
                for name, m in (("new", new), ("old", old)):
                    if mode == "fwd":
                        fn = lambda m=m: m.flash_attention_forward(q, k, v, causal)  # noqa: E731
                    else:
                        o, lse = m.flash_attention_forward(q, k, v, causal)
                        fn = lambda m=m, o=o, lse=lse: m.flash_attention_backward(do, q, k, v, o, lse, causal)  # noqa: E731
                    ms = do_bench(fn, warmup=25, rep=100)
                    best[name] = min(best.get(name, ms), ms)
            flops = attention_flops(B, H, N, N, d, causal, mode)
            row[mode] = {n: flops / (ms * 1e-3) / 1e12 for n, ms in best.items()}
        rows.append(row)
        print(f"{dt:9} B{B} H{H} N{N:6} d{d:4} {'causal' if causal else '      '} "
              + "  ".join(f"{m} new {row[m]['new']:6.1f} old {row[m]['old']:6.1f} x{row[m]['new'] / row[m]['old']:.3f}"
                          for m in ("fwd", "bwd")), flush=True)
    with open(a.out, "w") as f:
        json.dump({"device": torch.cuda.get_device_name(), "rows": rows}, f, indent=1)
    worst = min(r[m]["new"] / r[m]["old"] for r in rows for m in ("fwd", "bwd"))
    print(f"worst new/old ratio: {worst:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
