"""What a caller whose sequence lengths vary pays: the first and second call of the autotuned
forward at lengths inside one power-of-two bucket and across buckets (fp16, B=1, H=16, d=128).

    python -m reference_kernels.bench_first_call

A new bucket costs one autotuning (every config compiled and timed once); a new length inside a
known bucket reuses the tuned config (at most a compile when Triton specialises the length's
divisibility by 16 differently); a repeated length costs a normal call.
"""

from __future__ import annotations

import time


def main() -> int:
    import torch

    from reference_kernels.flash_attention import flash_attention_forward

    def timed(fn):
        torch.cuda.synchronize()
        t = time.perf_counter()
        fn()
        torch.cuda.synchronize()
        return (time.perf_counter() - t) * 1e3

    print(f"{'N':>6} {'bucket':>6} {'first ms':>9} {'second ms':>9}")
    for N in (4000, 4090, 4096, 3000, 5000, 8192, 6001):
        q, k, v = (torch.randn(1, 16, N, 128, device="cuda", dtype=torch.float16) for _ in range(3))
        first = timed(lambda: flash_attention_forward(q, k, v))
        second = timed(lambda: flash_attention_forward(q, k, v))
        print(f"{N:6} {1 << (N - 1).bit_length():6} {first:9.1f} {second:9.2f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
