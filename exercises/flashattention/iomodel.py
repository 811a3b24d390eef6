"""Exact HBM byte counts of standard attention and of tiled (Flash) attention.

Pure arithmetic, no torch: `check` may import it. The counts follow the algorithms
of the FlashAttention paper (Dao et al. 2022, arXiv 2205.14135) with their constants,
not just the orders of Theorem 2:

* Algorithm 0 (standard attention) writes S = QK^T to HBM, reads it back for the
  softmax, writes P, and reads P back for O = PV. The N x N matrices dominate:
  reads 3Nd + 2N^2 elements, writes Nd + 2N^2 elements.
* Algorithm 1 (FlashAttention) keeps S and P in SRAM. Its outer loop walks the
  T_c = ceil(N / B_c) key/value blocks and, for each, re-reads every query block
  together with the running O, l, m, then writes them back:
  reads 2Nd + T_c (2Nd + 2N), writes (Nd + 2N) + T_c (Nd + 2N), with
  B_c = ceil(M / 4d) and B_r = min(B_c, d) for an SRAM of M elements.
  T_c * 3Nd ~ 12 N^2 d^2 / M: Theorem 2's Theta(N^2 d^2 / M).
* The reference kernel (FlashAttention-2 loop order, like the Triton tutorial) keeps
  one query block of BLOCK_M rows on chip and streams K and V past it, so K and V
  are read T_r = ceil(N / BLOCK_M) times (about half as many blocks when causal),
  Q once, and O plus the fp32 log-sum-exp written once.

These are counts of traffic an algorithm *asks for*. A GPU's L2 cache (60 MB on
an H200) can absorb repeated K/V reads, so measured DRAM bytes may be lower than
the tiled counts; they are never lower than the compulsory bytes (Q, K, V in, O out).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

DTYPE_BYTES = {"fp16": 2, "float16": 2, "half": 2, "bf16": 2, "bfloat16": 2, "fp32": 4, "float32": 4, "float": 4,
               "fp8": 1, "float8": 1, "fp64": 8, "float64": 8}
STAT_BYTES = 4  # running max m, sum l and the log-sum-exp are kept in fp32 by every implementation we model


def dtype_bytes(dtype: str | int) -> int:
    """Bytes per element for a dtype name ('fp16', 'bf16', 'fp32', ...) or a byte count."""
    if isinstance(dtype, int):
        return dtype
    try:
        return DTYPE_BYTES[dtype.lower().replace("torch.", "")]
    except KeyError:
        raise ValueError(f"unknown dtype {dtype!r}; use one of {sorted(set(DTYPE_BYTES))}") from None


@dataclass(frozen=True)
class Traffic:
    """HBM traffic of one attention forward for one (batch, head), scaled by batch*heads."""

    algorithm: str
    read_bytes: int
    write_bytes: int
    nxn_bytes: int  # the part of the traffic that is an N x N matrix (S or P)

    @property
    def total_bytes(self) -> int:
        return self.read_bytes + self.write_bytes

    def as_dict(self) -> dict:
        return {**asdict(self), "total_bytes": self.total_bytes}


def _check(n: int, d: int, batch_heads: int) -> None:
    if n < 1 or d < 1 or batch_heads < 1:
        raise ValueError(f"N, d and batch*heads must be positive (got N={n}, d={d}, B*H={batch_heads})")


def flops(n: int, d: int, batch_heads: int = 1, causal: bool = False, n_k: int | None = None) -> int:
    """Forward matmul FLOPs, the convention of the FlashAttention papers: 4 N_q N_k d (x0.5 causal)."""
    n_k = n if n_k is None else n_k
    f = 4 * batch_heads * n * n_k * d
    return f // 2 if causal else f


def compulsory(n: int, d: int, dtype: str | int = "fp16", batch_heads: int = 1) -> Traffic:
    """The floor any exact attention must move: read Q, K, V once, write O once."""
    _check(n, d, batch_heads)
    e = dtype_bytes(dtype)
    return Traffic("compulsory", batch_heads * 3 * n * d * e, batch_heads * n * d * e, 0)


def standard(n: int, d: int, dtype: str | int = "fp16", batch_heads: int = 1) -> Traffic:
    """Algorithm 0: S and P are written to and read back from HBM."""
    _check(n, d, batch_heads)
    e = dtype_bytes(dtype)
    reads = 3 * n * d + 2 * n * n  # Q, K, V + S (for softmax) + P (for PV)
    writes = n * d + 2 * n * n  # O + S + P
    return Traffic("standard (Algorithm 0)", batch_heads * reads * e, batch_heads * writes * e,
                   batch_heads * 4 * n * n * e)


def paper_blocks(d: int, sram_bytes: int, dtype: str | int = "fp16") -> tuple[int, int]:
    """(B_r, B_c) of Algorithm 1 for an SRAM of `sram_bytes`: B_c = ceil(M/4d), B_r = min(B_c, d)."""
    m_elems = sram_bytes // dtype_bytes(dtype)
    b_c = max(1, math.ceil(m_elems / (4 * d)))
    return min(b_c, d), b_c


def flash_paper(n: int, d: int, sram_bytes: int, dtype: str | int = "fp16", batch_heads: int = 1) -> Traffic:
    """Algorithm 1 of FlashAttention: Q, O, l, m re-read and re-written once per key/value block."""
    _check(n, d, batch_heads)
    e = dtype_bytes(dtype)
    _, b_c = paper_blocks(d, sram_bytes, dtype)
    t_c = math.ceil(n / b_c)
    reads = 2 * n * d * e + t_c * (2 * n * d * e + 2 * n * STAT_BYTES)  # K, V once; Q, O, l, m per K/V block
    writes = (n * d * e + 2 * n * STAT_BYTES) * (1 + t_c)  # initialise O, l, m; write back per K/V block
    return Traffic(f"FlashAttention (Algorithm 1, B_c={b_c}, T_c={t_c})", batch_heads * reads,
                   batch_heads * writes, 0)


def kv_blocks_visited(n_q: int, n_k: int, block_m: int, block_n: int, causal: bool) -> list[int]:
    """Key/value blocks each query block visits (the kernel's loop bound; causal skips blocks above the diagonal).

    Causal is top-left aligned (query i sees keys 0..i), as torch's is_causal.
    """
    t_r, t_c = math.ceil(n_q / block_m), math.ceil(n_k / block_n)
    if not causal:
        return [t_c] * t_r
    return [min(t_c, math.ceil(min((i + 1) * block_m, n_q) / block_n)) for i in range(t_r)]


def flash_kernel(n: int, d: int, block_m: int, block_n: int, dtype: str | int = "fp16", batch_heads: int = 1,
                 causal: bool = False) -> Traffic:
    """The reference kernel's loop order: K and V streamed past each query block of BLOCK_M rows."""
    _check(n, d, batch_heads)
    if block_m < 1 or block_n < 1:
        raise ValueError(f"block sizes must be positive (got BLOCK_M={block_m}, BLOCK_N={block_n})")
    e = dtype_bytes(dtype)
    visits = kv_blocks_visited(n, n, block_m, block_n, causal)
    kv_rows = sum(min(v * block_n, n) for v in visits)  # tail blocks are masked, not loaded
    reads = n * d * e + 2 * kv_rows * d * e
    writes = n * d * e + n * STAT_BYTES
    tag = "causal, " if causal else ""
    return Traffic(f"tiled kernel ({tag}BLOCK_M={block_m}, BLOCK_N={block_n}, T_r={len(visits)})",
                   batch_heads * reads, batch_heads * writes, 0)


def arithmetic_intensity(flop_count: int, traffic: Traffic) -> float:
    """FLOPs per HBM byte."""
    return flop_count / traffic.total_bytes if traffic.total_bytes else math.inf


def table(n: int, d: int, dtype: str | int = "fp16", batch_heads: int = 1, sram_bytes: int = 228 * 1024,
          block_m: int = 128, block_n: int = 64, causal: bool = False) -> dict:
    """All four counts side by side, with intensities: the memoryTraffic experiment's numbers."""
    f = flops(n, d, batch_heads, causal)
    rows = {
        "compulsory": compulsory(n, d, dtype, batch_heads),
        "standard": standard(n, d, dtype, batch_heads),
        "flash_paper": flash_paper(n, d, sram_bytes, dtype, batch_heads),
        "flash_kernel": flash_kernel(n, d, block_m, block_n, dtype, batch_heads, causal),
    }
    return {
        "N": n, "d": d, "dtype": str(dtype), "batch_heads": batch_heads, "sram_bytes": sram_bytes,
        "BLOCK_M": block_m, "BLOCK_N": block_n, "causal": causal, "flops": f,
        **{k: {**t.as_dict(), "flop_per_byte": arithmetic_intensity(f, t)} for k, t in rows.items()},
    }
