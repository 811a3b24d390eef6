"""Decode throughput: reference_kernels.decode (split-KV, paged) against the training kernel and
torch SDPA's backends on the same cache, in one process.

    python -m reference_kernels.bench_decode --out decode.json

Metric: GB/s of K and V read from the cache (2 * B * L * H_kv * D * bytes / time), the number that
bounds decoding (copy on an H200: ~4.2 TB/s). Shapes: H=32 query heads over H_kv=8 (Llama-3-style
GQA), D=128, fp16, pages of 16 keys (vLLM's default), non-causal (Lq new rows see the whole cache).
SDPA and the training kernel get a contiguous cache with K/V expanded to 32 heads where they need it
(the expansion is not timed). Every provider's output is checked against SDPA's math backend first.
"""

from __future__ import annotations

import argparse
import json


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m reference_kernels.bench_decode")
    ap.add_argument("--out", default="decode.json")
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args(argv)
    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel
    from triton.testing import do_bench

    from reference_kernels.decode import flash_decode
    from reference_kernels.flash_attention import flash_attention_forward

    H, Hkv, D, page = 32, 8, 128, 16
    grid = [(1, 8192), (1, 32768), (1, 131072), (8, 8192), (8, 32768), (64, 8192)]
    rows = []
    for B, L in grid[:2] if a.quick else grid:
        for Lq in (1, 4):
            g = torch.Generator(device="cuda").manual_seed(0)
            q = torch.randn(B, Lq, H, D, device="cuda", dtype=torch.float16, generator=g)
            pages = B * (L // page)
            kp = torch.randn(pages, page, Hkv, D, device="cuda", dtype=torch.float16, generator=g)
            vp = torch.randn(pages, page, Hkv, D, device="cuda", dtype=torch.float16, generator=g)
            table = torch.randperm(pages, device="cuda", generator=g).to(torch.int32).view(B, L // page)
            lens = torch.full((B,), L, dtype=torch.int32, device="cuda")
            # the same cache, contiguous (B, Hkv, L, D), and expanded to H heads for SDPA
            k = kp[table.long()].reshape(B, L, Hkv, D).permute(0, 2, 1, 3).contiguous()
            v = vp[table.long()].reshape(B, L, Hkv, D).permute(0, 2, 1, 3).contiguous()
            qh = q.permute(0, 2, 1, 3)
            ke, ve = k.repeat_interleave(H // Hkv, 1), v.repeat_interleave(H // Hkv, 1)
            with sdpa_kernel(SDPBackend.MATH):
                ref = F.scaled_dot_product_attention(qh.float(), ke.float(), ve.float()).permute(0, 2, 1, 3)
            providers = {
                "decode-paged": lambda: flash_decode(q, kp, vp, lens, block_table=table, causal=False,
                                                     check_lengths=False)[0],
                "decode-contig": lambda: flash_decode(q, k.permute(0, 2, 1, 3), v.permute(0, 2, 1, 3), lens,
                                                      causal=False, check_lengths=False)[0],
                "training-kernel": lambda: flash_attention_forward(qh, k, v)[0].permute(0, 2, 1, 3),
            }
            for name, backend in (("flash", SDPBackend.FLASH_ATTENTION), ("cudnn", SDPBackend.CUDNN_ATTENTION),
                                  ("efficient", SDPBackend.EFFICIENT_ATTENTION)):
                def sdpa(backend=backend):
                    with sdpa_kernel(backend):
                        return F.scaled_dot_product_attention(qh, ke, ve).permute(0, 2, 1, 3)
                providers[name] = sdpa
            row = {"B": B, "L": L, "Lq": Lq, "H": H, "Hkv": Hkv, "D": D}
            nbytes = 2 * B * L * Hkv * D * 2
            for name, fn in providers.items():
                try:
                    err = (fn().float() - ref).abs().max().item()
                    if err > 2e-2:
                        row[name] = f"wrong (max error {err:.3g})"
                        continue
                    ms = do_bench(fn, warmup=10, rep=50)
                    row[name] = round(nbytes / (ms * 1e-3) / 1e9)
                except Exception as e:  # noqa: BLE001 - a backend that refuses a shape is recorded
                    row[name] = f"{type(e).__name__}: {str(e)[:80]}"
            rows.append(row)
            print(" ".join(f"{k}={v}" for k, v in row.items()), flush=True)
            del kp, vp, k, v, ke, ve
            torch.cuda.empty_cache()
    with open(a.out, "w") as f:
        json.dump({"device": torch.cuda.get_device_name(), "unit": "GB/s of K+V read", "rows": rows}, f, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
