"""Reference FlashAttention (forward and backward) in Triton.

Contract
--------
* Inputs ``q`` (B, H, Lq, D), ``k`` and ``v`` (B, H_kv, Lk, D): one dtype (fp16 or bf16; fp32 is
  accepted for tests and runs IEEE-fp32 dots), one device, last dimension contiguous (other strides
  are free). ``H`` is a multiple of ``H_kv``: grouped-query attention, each K/V head serves
  ``H / H_kv`` consecutive query heads (``H_kv = 1`` is multi-query), with no copy of K or V.
  D is any multiple of 8 up to 256 (as FlashAttention-2): the tiles are ``HEAD_DIM`` =
  D rounded up to a power of two wide, and the extra columns are masked on load and store, so
  the padding lives in registers only. Any Lq, Lk >= 0: ragged tails are masked inside the
  kernel, nothing is padded in memory.
* Output ``o`` (B, H, Lq, D) in the input dtype. Arithmetic: fp32 accumulation of both matmuls and
  of the softmax statistics ``m_i`` (running row max) and ``l_i`` (running row sum); ``P`` is cast to
  the input dtype before the ``P @ V`` product (as in FlashAttention-2).
* Stored for the backward pass: q, k, v, o and ``lse`` (B, H, Lq) float32, the per-row
  logsumexp of the scaled scores in the **natural-log** base: ``lse_i = log sum_j exp(sm_scale *
  q_i . k_j)``. That is the only extra memory: O(B*H*Lq), never S or P (O(N^2)).
* Softmax runs in base 2: ``sm_scale * log2(e)`` is folded into one multiply so each score costs one
  FMA and one ``exp2`` (the hardware's native exponential); ``lse`` is converted to base e on store.
* ``causal=True`` is **top-left aligned, exactly like torch SDPA's ``is_causal``**: query i sees keys
  j <= i, i.e. the mask is ``tril(ones(Lq, Lk))``. With Lq > Lk, rows i >= Lk see every key; with
  Lq < Lk, the last Lk - Lq keys are seen by nobody. ``causal_alignment="bottom_right"`` gives the
  FlashAttention-2 (>= 2.1) convention instead: query i sees keys j <= i + (Lk - Lq); with Lq > Lk
  its first Lq - Lk rows see no key at all.
* A row that sees no key (bottom-right with Lq > Lk, or Lk == 0) yields o = 0, lse = -inf and zero
  gradients, never NaN. SDPA also returns 0 for Lk == 0; naive softmax would give NaN.
* Causal key blocks above the diagonal are never loaded: the loop bounds stop at the diagonal, and
  only the blocks that straddle it (or the ragged tail) pay for a mask.
* Backward recomputes S and P per tile from q, k and lse, after a preprocess kernel computes
  ``delta_i = rowsum(dO_i * O_i)``. dK/dV come from one kernel that owns a key block and walks query
  blocks; dQ from another that owns a query block and walks key blocks. Each output tile has exactly
  one writer: no atomics, bit-for-bit deterministic.
* Tiles are loaded with pointer arithmetic by default (measured 1-4% faster on an H200 than the
  optional ``use_desc=True`` path, which builds per-head tensor descriptors on the device so that
  Hopper's copy engine (TMA) moves them; docs/performance.md). Within one (batch, head), row offsets
  are int32: ``L * row_stride`` must stay below 2**31 (checked at launch).
* Block sizes: autotuned on a GPU over a handful of configs (``_FWD_CONFIGS`` ...), except the
  forward at max(Lq, Lk) <= 1024 on sm_90, which runs the measured winner of an explicit sweep
  (``_SMALL_N_FWD``; fp16/bf16, head_dim 64/128); one fixed small config under
  ``TRITON_INTERPRET=1`` (bf16 is refused there: the interpreter's bf16 dot is wrong).

Differences from FlashAttention-2/3: causal is top-left by default (SDPA's choice, FA2 is
bottom-right); no dropout, ALiBi, sliding window or variable-length batches; no FP8; dQ
is computed by a separate kernel rather than FA2's atomic adds (deterministic, recomputes S once more);
FA3's producer/consumer warp specialisation and intra-warpgroup pingpong are left to Triton's
compiler here (software pipelining over ``num_stages``; Triton 3.6's warp-specialised loop did not
compile for sm_90). On sm_90 the forward with default sizes dispatches to the sibling
``flash_attention_hopper.py`` (FA3's structure written out in Gluon) for the shapes it takes and was
measured faster on; everything else, and every CPU run, stays in this file.

Public API: ``attention``, ``flash_attention_forward``, ``flash_attention_backward``,
``smem_bytes``, ``validate_tile_config``, ``default_forward_config``, ``tile_head_dim``,
``TileConfigError``.
"""

from __future__ import annotations

import functools
import math
import os

import torch
import triton
import triton.language as tl

# tl.constexpr so the kernels may read them as globals.
LOG2E = tl.constexpr(1.4426950408889634)  # log2(e): exp(x) == exp2(x * LOG2E)
LN2 = tl.constexpr(0.6931471805599453)  # ln(2): converts a base-2 logsumexp to base e

HEAD_DIMS = tuple(range(8, 257, 8))  # any multiple of 8 up to 256, as FlashAttention-2


def tile_head_dim(D: int) -> int:
    """The tile width the kernels use for head dim D: D rounded up to a power of two (>= 16, the
    smallest tl.dot). A head of 96 runs in 128-wide tiles whose last 32 columns are masked."""
    return max(16, 1 << (int(D) - 1).bit_length())
# An H200/H100 block may opt in to 227 KiB of shared memory. The interpreter has no shared memory,
# so on the CPU a learner's tile is checked against this limit (the reference GPU's).
H200_SMEM_PER_BLOCK = 232448


class TileConfigError(ValueError):
    """A block configuration that cannot run (does not fit shared memory, or is malformed)."""


def _interpreting() -> bool:
    return os.environ.get("TRITON_INTERPRET", "0") == "1"


# ----------------------------------------------------------------------------------------------
# Forward kernel
# ----------------------------------------------------------------------------------------------
@triton.jit
def _key_range(m0, Lk, off, left_off, CAUSAL: tl.constexpr, LOCAL: tl.constexpr,
               BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    """Keys [lo, hi) that rows m0..m0+BLOCK_M-1 need, in three runs: [lo, full_lo) straddles the
    window's left edge (masked), [full_lo, full_hi) is visible to every row (no mask), [full_hi, hi)
    straddles the diagonal or the ragged tail (masked). Row i sees key j iff j <= i + off (CAUSAL)
    and j >= i + left_off (LOCAL, a sliding window); blocks outside [lo, hi) are never loaded."""
    lo = 0
    full_lo = 0
    full_hi = (Lk // BLOCK_N) * BLOCK_N
    hi = Lk
    if CAUSAL:
        # Row i sees keys j <= i + off, so keys [0, m0 + off + 1) are visible to the whole block.
        diag = tl.maximum(m0 + off + 1, 0)
        full_hi = tl.minimum(full_hi, (diag // BLOCK_N) * BLOCK_N)
        # ...and no row of the block sees a key past m0 + BLOCK_M - 1 + off: skip those blocks.
        hi = tl.minimum(hi, tl.maximum(m0 + BLOCK_M + off, 0))
    if LOCAL:
        # The first row needs no key below m0 + left_off; the last row sees every key from
        # m0 + BLOCK_M - 1 + left_off on, so every row sees those.
        lo = (tl.maximum(m0 + left_off, 0) // BLOCK_N) * BLOCK_N
        full_lo = tl.minimum(tl.cdiv(tl.maximum(m0 + BLOCK_M - 1 + left_off, 0), BLOCK_N) * BLOCK_N, hi)
        full_hi = tl.maximum(full_hi, full_lo)
    return lo, full_lo, full_hi, hi


@triton.jit
def _seq_bounds(CU_Q, CU_K, seq, Lq, Lk, off, left_off, align_br, VARLEN: tl.constexpr):
    """Where sequence ``seq`` lives: its first query and key rows and its lengths. A packed
    variable-length batch (VARLEN, flash-attn's varlen API) reads them from the cumulative lengths
    cu_seqlens_q/k; bottom-right alignment then shifts the masks by this sequence's Lk - Lq. A dense
    batch starts at row 0 with the launch's Lq and Lk."""
    q_start = 0
    k_start = 0
    if VARLEN:
        q_start = tl.load(CU_Q + seq)
        Lq = tl.load(CU_Q + seq + 1) - q_start
        k_start = tl.load(CU_K + seq)
        Lk = tl.load(CU_K + seq + 1) - k_start
        off = off + align_br * (Lk - Lq)
        left_off = left_off + align_br * (Lk - Lq)
    return q_start, k_start, Lq, Lk, off, left_off


@triton.jit
def _visible(offs_m, offs_n, Lk, off, left_off, CAUSAL: tl.constexpr, LOCAL: tl.constexpr):
    """(rows, keys) mask: the key exists and row i may see key j (see _key_range)."""
    keep = offs_n[None, :] < Lk
    if CAUSAL:
        keep = keep & (offs_n[None, :] <= offs_m[:, None] + off)
    if LOCAL:
        keep = keep & (offs_n[None, :] >= offs_m[:, None] + left_off)
    return keep


@triton.jit
def _tanh(x):
    return 2.0 * tl.sigmoid(2.0 * x) - 1.0


@triton.jit
def _scores(qk, qk_scale, cap_in, cap_out, SOFTCAP: tl.constexpr):
    """Base-2 logits from raw dot products: qk * sm_scale * log2(e), or with a logit soft-cap c
    (Gemma 2): c * tanh(qk * sm_scale / c) * log2(e), so no logit exceeds c in magnitude."""
    if SOFTCAP:
        return _tanh(qk * cap_in) * cap_out
    else:
        return qk * qk_scale


@triton.jit
def _load_tile(base, offs_r, stride_r, offs_d, n_rows, D: tl.constexpr, MASK_R: tl.constexpr,
               PAD_D: tl.constexpr):
    """Rows ``offs_r`` x columns ``offs_d`` of a (rows, D) matrix. MASK_R masks rows >= n_rows (a
    ragged tail); PAD_D masks columns >= D when the tile is wider than the head (HEAD_DIM is D
    rounded up to a power of two, e.g. 96 -> 128). Masked elements read as 0, so they add nothing to
    a dot product: the padding exists only in registers, never in memory."""
    ptrs = base + offs_r[:, None] * stride_r + offs_d[None, :]
    if MASK_R:
        if PAD_D:
            x = tl.load(ptrs, mask=(offs_r[:, None] < n_rows) & (offs_d[None, :] < D), other=0.0)
        else:
            x = tl.load(ptrs, mask=offs_r[:, None] < n_rows, other=0.0)
    else:
        if PAD_D:
            x = tl.load(ptrs, mask=offs_d[None, :] < D, other=0.0)
        else:
            x = tl.load(ptrs)
    return x


@triton.jit
def _store_tile(base, x, offs_r, stride_r, offs_d, n_rows, D: tl.constexpr, PAD_D: tl.constexpr):
    """Store rows < n_rows (and, with PAD_D, columns < D) of a tile."""
    ptrs = base + offs_r[:, None] * stride_r + offs_d[None, :]
    if PAD_D:
        tl.store(ptrs, x, mask=(offs_r[:, None] < n_rows) & (offs_d[None, :] < D))
    else:
        tl.store(ptrs, x, mask=offs_r[:, None] < n_rows)


@triton.jit
def _attn_fwd_inner(acc, l_i, m_i, q, k_src, v_src, stride_kn, stride_vn, offs_m, offs_d,
                    lo, hi, Lk, off, left_off, qk_scale, cap_in, cap_out,
                    MASK: tl.constexpr, CAUSAL: tl.constexpr, LOCAL: tl.constexpr,
                    SOFTCAP: tl.constexpr, BLOCK_N: tl.constexpr,
                    PREC: tl.constexpr, USE_DESC: tl.constexpr, WS: tl.constexpr,
                    D: tl.constexpr, PAD_D: tl.constexpr):
    """k_src/v_src: per-head tensor descriptors (USE_DESC: TMA copies, out-of-range rows read as 0)
    or base pointers (pointer arithmetic, explicit tail masks)."""
    offs_n0 = tl.arange(0, BLOCK_N)
    for start_n in tl.range(lo, hi, BLOCK_N, warp_specialize=WS):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        offs_n = start_n + offs_n0
        if USE_DESC:
            k = k_src.load([start_n, 0])
        else:
            k = _load_tile(k_src, offs_n, stride_kn, offs_d, Lk, D, MASK, PAD_D)
        qk = tl.dot(q, tl.trans(k), input_precision=PREC)
        if MASK:
            keep = _visible(offs_m, offs_n, Lk, off, left_off, CAUSAL, LOCAL)
            qk = tl.where(keep, _scores(qk, qk_scale, cap_in, cap_out, SOFTCAP), float("-inf"))
            m_ij = tl.maximum(m_i, tl.max(qk, 1))
            # A row with no key seen yet keeps m = -inf; subtract 0 instead so exp2 gives 0, not NaN.
            m_sub = tl.where(m_ij == float("-inf"), 0.0, m_ij)
            qk = qk - m_sub[:, None]
        elif SOFTCAP:
            qk = _scores(qk, qk_scale, cap_in, cap_out, SOFTCAP)
            m_ij = tl.maximum(m_i, tl.max(qk, 1))
            m_sub = m_ij
            qk = qk - m_sub[:, None]
        else:
            # Every score in this block is valid, so m_ij is finite and one FMA does scale+shift.
            m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
            m_sub = m_ij
            qk = qk * qk_scale - m_sub[:, None]
        p = tl.math.exp2(qk)
        alpha = tl.math.exp2(m_i - m_sub)  # rescales what was accumulated under the old max
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        if USE_DESC:
            v = v_src.load([start_n, 0])
        else:
            v = _load_tile(v_src, offs_n, stride_vn, offs_d, Lk, D, MASK, PAD_D)
        acc = tl.dot(p.to(v.dtype), v, acc, input_precision=PREC)
        m_i = m_ij
    return acc, l_i, m_i


@triton.jit
def _attn_fwd(Q, K, V, O, LSE, sm_scale,
              stride_qz, stride_qh, stride_qm,
              stride_kz, stride_kh, stride_kn,
              stride_vz, stride_vh, stride_vn,
              stride_oz, stride_oh, stride_om,
              H, Lq, Lk, off, GROUP, left_off, softcap, CU_Q, CU_K, Lq_tot, align_br, TUNE_LQ, TUNE_LK,
              HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
              CAUSAL: tl.constexpr, PREC: tl.constexpr, D: tl.constexpr, PAD_D: tl.constexpr,
              LOCAL: tl.constexpr = False, SOFTCAP: tl.constexpr = False, VARLEN: tl.constexpr = False,
              USE_DESC: tl.constexpr = False, WS: tl.constexpr = False):
    """One program computes BLOCK_M rows of O for one (batch or sequence, head). LSE and Lq_tot:
    lse is contiguous (Z, H, Lq_tot), Z = 1 for a packed batch."""
    pid_m = tl.program_id(0)
    if CAUSAL:
        # Late query blocks have the most keys: launch them first so the grid's tail is short.
        pid_m = tl.num_programs(0) - 1 - pid_m
    off_hz = tl.program_id(1)
    off_z = (off_hz // H).to(tl.int64)  # int64: B*H*N*D can pass 2**31
    off_h = (off_hz % H).to(tl.int64)
    off_hk = off_h // GROUP  # grouped-query attention: GROUP query heads share one K/V head
    q_start, k_start, Lq, Lk, off, left_off = _seq_bounds(CU_Q, CU_K, off_z, Lq, Lk, off, left_off,
                                                          align_br, VARLEN)
    m0 = pid_m * BLOCK_M
    if VARLEN:
        if m0 >= Lq:  # the grid covers the longest sequence; shorter ones stop early
            return
        hz = off_h  # packed: one "batch" of Lq_tot rows per head (the z strides are 0)
    else:
        hz = off_hz.to(tl.int64)
    q_base = Q + off_z * stride_qz + off_h * stride_qh + q_start * stride_qm
    k_base = K + off_z * stride_kz + off_hk * stride_kh + k_start * stride_kn
    v_base = V + off_z * stride_vz + off_hk * stride_vh + k_start * stride_vn
    o_base = O + off_z * stride_oz + off_h * stride_oh + q_start * stride_om

    offs_m = m0 + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD_DIM)
    row_ok = offs_m < Lq
    if USE_DESC:
        # Per-head 2-D descriptors: the copy engine zero-fills rows past Lq/Lk, so a ragged tail
        # never reads the next head. They are built on the device (one per program).
        q_desc = tl.make_tensor_descriptor(q_base, shape=[Lq, HEAD_DIM], strides=[stride_qm, 1],
                                           block_shape=[BLOCK_M, HEAD_DIM])
        k_src = tl.make_tensor_descriptor(k_base, shape=[Lk, HEAD_DIM], strides=[stride_kn, 1],
                                          block_shape=[BLOCK_N, HEAD_DIM])
        v_src = tl.make_tensor_descriptor(v_base, shape=[Lk, HEAD_DIM], strides=[stride_vn, 1],
                                          block_shape=[BLOCK_N, HEAD_DIM])
        q = q_desc.load([m0, 0])
    else:
        k_src = k_base
        v_src = v_base
        q = _load_tile(q_base, offs_m, stride_qm, offs_d, Lq, D, True, PAD_D)

    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * LOG2E
    cap_in = sm_scale / softcap  # used only with SOFTCAP (softcap > 0)
    cap_out = softcap * LOG2E

    lo, full_lo, full_hi, hi = _key_range(m0, Lk, off, left_off, CAUSAL, LOCAL, BLOCK_M, BLOCK_N)
    if LOCAL:
        acc, l_i, m_i = _attn_fwd_inner(acc, l_i, m_i, q, k_src, v_src, stride_kn, stride_vn,
                                        offs_m, offs_d, lo, full_lo, Lk, off, left_off, qk_scale, cap_in,
                                        cap_out, True, CAUSAL, LOCAL, SOFTCAP, BLOCK_N, PREC, USE_DESC,
                                        False, D, PAD_D)
    acc, l_i, m_i = _attn_fwd_inner(acc, l_i, m_i, q, k_src, v_src, stride_kn, stride_vn,
                                    offs_m, offs_d, full_lo, full_hi, Lk, off, left_off, qk_scale, cap_in,
                                    cap_out, False, CAUSAL, LOCAL, SOFTCAP, BLOCK_N, PREC, USE_DESC, WS,
                                    D, PAD_D)
    acc, l_i, m_i = _attn_fwd_inner(acc, l_i, m_i, q, k_src, v_src, stride_kn, stride_vn,
                                    offs_m, offs_d, full_hi, hi, Lk, off, left_off, qk_scale, cap_in,
                                    cap_out, True, CAUSAL, LOCAL, SOFTCAP, BLOCK_N, PREC, USE_DESC,
                                    False, D, PAD_D)

    empty = l_i == 0.0  # the row saw no key: output 0 and lse -inf instead of 0/0
    l_safe = tl.where(empty, 1.0, l_i)
    acc = acc / l_safe[:, None]
    lse = tl.where(empty, float("-inf"), (m_i + tl.math.log2(l_safe)) * LN2)
    tl.store(LSE + hz * Lq_tot + q_start + offs_m, lse, mask=row_ok)
    _store_tile(o_base, acc.to(O.dtype.element_ty), offs_m, stride_om, offs_d, Lq, D, PAD_D)


# ----------------------------------------------------------------------------------------------
# Backward kernels
# ----------------------------------------------------------------------------------------------
@triton.jit
def _attn_bwd_preprocess(O, DO, Delta, Lq, HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr,
                         D: tl.constexpr, PAD_D: tl.constexpr):
    """delta_i = rowsum(dO_i * O_i) (== rowsum(P_i * dP_i)); O and dO are contiguous (rows of D)."""
    offs_m = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    off_hz = tl.program_id(1).to(tl.int64)
    offs_d = tl.arange(0, HEAD_DIM)
    o = _load_tile(O + off_hz * Lq * D, offs_m, D, offs_d, Lq, D, True, PAD_D).to(tl.float32)
    do = _load_tile(DO + off_hz * Lq * D, offs_m, D, offs_d, Lq, D, True, PAD_D).to(tl.float32)
    tl.store(Delta + off_hz * Lq + offs_m, tl.sum(o * do, 1), mask=offs_m < Lq)


@triton.jit
def _attn_bwd_dkdv_inner(dk, dv, k, v, q_base, do_base, lse_base, delta_base, stride_qm,
                         offs_n, offs_d, lo, hi, Lq, off, left_off, qk_scale, cap_in, cap_out,
                         MASK: tl.constexpr, CAUSAL: tl.constexpr, LOCAL: tl.constexpr,
                         SOFTCAP: tl.constexpr, BLOCK_M: tl.constexpr,
                         PREC: tl.constexpr, D: tl.constexpr, PAD_D: tl.constexpr):
    offs_m0 = tl.arange(0, BLOCK_M)
    for start_m in range(lo, hi, BLOCK_M):
        start_m = tl.multiple_of(start_m, BLOCK_M)
        offs_m = start_m + offs_m0
        row_ok = offs_m < Lq
        # Rows past Lq load as zeros (q = dO = delta = 0, lse = 0): their P is finite and they
        # add exactly 0 to dK and dV, so only the diagonal blocks need an explicit mask.
        q = _load_tile(q_base, offs_m, stride_qm, offs_d, Lq, D, True, PAD_D)
        do = _load_tile(do_base, offs_m, D, offs_d, Lq, D, True, PAD_D)
        lse2 = tl.load(lse_base + offs_m, mask=row_ok, other=0.0) * LOG2E
        delta = tl.load(delta_base + offs_m, mask=row_ok, other=0.0)
        # Work on S^T (keys x queries) so P^T feeds dV = P^T dO without a register transpose.
        sT = tl.dot(k, tl.trans(q), input_precision=PREC)
        if SOFTCAP:
            tT = _tanh(sT * cap_in)
            pT = tl.math.exp2(tT * cap_out - lse2[None, :])
        else:
            pT = tl.math.exp2(sT * qk_scale - lse2[None, :])
        if MASK:
            keep = row_ok[None, :]
            if CAUSAL:
                keep = keep & (offs_m[None, :] + off >= offs_n[:, None])
            if LOCAL:
                keep = keep & (offs_n[:, None] >= offs_m[None, :] + left_off)
            pT = tl.where(keep, pT, 0.0)
        dv = tl.dot(pT.to(do.dtype), do, dv, input_precision=PREC)
        dpT = tl.dot(v, tl.trans(do), input_precision=PREC)
        dsT = pT * (dpT - delta[None, :])
        if SOFTCAP:
            dsT = dsT * (1.0 - tT * tT)  # d/dx c*tanh(x/c) = 1 - tanh^2
        dk = tl.dot(dsT.to(q.dtype), q, dk, input_precision=PREC)
    return dk, dv


@triton.jit
def _attn_bwd_dkdv(Q, K, V, DO, LSE, Delta, DK, DV, sm_scale,
                   stride_qz, stride_qh, stride_qm,
                   stride_kz, stride_kh, stride_kn,
                   stride_vz, stride_vh, stride_vn,
                   H, Lq, Lk, off, GROUP, left_off, softcap, CU_Q, CU_K, Lq_tot, Lk_tot, align_br,
                   TUNE_LQ, TUNE_LK,
                   HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                   CAUSAL: tl.constexpr, PREC: tl.constexpr, D: tl.constexpr, PAD_D: tl.constexpr,
                   LOCAL: tl.constexpr = False, SOFTCAP: tl.constexpr = False, VARLEN: tl.constexpr = False):
    """One program owns key block n0..n0+BLOCK_N of one K/V head and walks the query blocks that
    see it, for each of the GROUP query heads that share this K/V head (grouped-query attention):
    dK and dV are summed over the group in registers, in a fixed order, so they stay deterministic.
    dO, LSE, Delta are contiguous (Z, H, Lq_tot[, D]) and dK, dV (Z, H_kv, Lk_tot, D)."""
    n0 = tl.program_id(0) * BLOCK_N
    off_hkz = tl.program_id(1)  # over B * H_kv
    Hkv = H // GROUP
    off_z = (off_hkz // Hkv).to(tl.int64)
    off_hk = (off_hkz % Hkv).to(tl.int64)
    q_start, k_start, Lq, Lk, off, left_off = _seq_bounds(CU_Q, CU_K, off_z, Lq, Lk, off, left_off,
                                                          align_br, VARLEN)
    if VARLEN:
        if n0 >= Lk:
            return
        z_rows = 0 * off_z  # packed: the z strides are 0 and there is one "batch" per head
    else:
        z_rows = off_z
    k_base = K + off_z * stride_kz + off_hk * stride_kh + k_start * stride_kn
    v_base = V + off_z * stride_vz + off_hk * stride_vh + k_start * stride_vn

    offs_n = n0 + tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    # Keys past Lk load as zeros; whatever they compute lands only in rows of dK/dV never stored.
    k = _load_tile(k_base, offs_n, stride_kn, offs_d, Lk, D, True, PAD_D)
    v = _load_tile(v_base, offs_n, stride_vn, offs_d, Lk, D, True, PAD_D)
    dk = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    dv = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * LOG2E
    cap_in = sm_scale / softcap  # used only with SOFTCAP
    cap_out = softcap * LOG2E

    # Query rows [lo, hi) see some key of this block, in three runs: [lo, full_lo) straddles the
    # diagonal (masked), [full_lo, full_hi) sees all of it (no mask), [full_hi, hi) straddles the
    # window's left edge (masked).
    lo = 0
    full_lo = 0
    full_hi = Lq
    hi = Lq
    if CAUSAL:
        # Query i sees key j iff i + off >= j: rows below n0 - off see nothing of this block (skip),
        # rows from n0 + BLOCK_N - 1 - off on see all of it (no mask).
        lo = (tl.maximum(n0 - off, 0) // BLOCK_M) * BLOCK_M
        full_lo = tl.cdiv(tl.maximum(n0 + BLOCK_N - 1 - off, 0), BLOCK_M) * BLOCK_M
        full_lo = tl.maximum(full_lo, lo)
    if LOCAL:
        # ...and iff j >= i + left_off: rows past n0 + BLOCK_N - 1 - left_off see nothing of it,
        # rows up to n0 - left_off see all of it.
        hi = tl.minimum(Lq, tl.maximum(n0 + BLOCK_N - left_off, 0))
        full_hi = (tl.maximum(n0 - left_off + 1, 0) // BLOCK_M) * BLOCK_M
    full_lo = tl.minimum(full_lo, hi)
    full_hi = tl.minimum(tl.maximum(full_hi, full_lo), hi)
    for g in range(0, GROUP):
        off_h = off_hk * GROUP + g
        hz = z_rows * H + off_h
        q_base = Q + off_z * stride_qz + off_h * stride_qh + q_start * stride_qm
        do_base = DO + (hz * Lq_tot + q_start) * D
        lse_base = LSE + hz * Lq_tot + q_start
        delta_base = Delta + hz * Lq_tot + q_start
        dk, dv = _attn_bwd_dkdv_inner(dk, dv, k, v, q_base, do_base, lse_base, delta_base, stride_qm,
                                      offs_n, offs_d, lo, full_lo, Lq, off, left_off, qk_scale, cap_in,
                                      cap_out, True, CAUSAL, LOCAL, SOFTCAP, BLOCK_M, PREC, D, PAD_D)
        dk, dv = _attn_bwd_dkdv_inner(dk, dv, k, v, q_base, do_base, lse_base, delta_base, stride_qm,
                                      offs_n, offs_d, full_lo, full_hi, Lq, off, left_off, qk_scale, cap_in,
                                      cap_out, False, CAUSAL, LOCAL, SOFTCAP, BLOCK_M, PREC, D, PAD_D)
        if LOCAL:
            dk, dv = _attn_bwd_dkdv_inner(dk, dv, k, v, q_base, do_base, lse_base, delta_base, stride_qm,
                                          offs_n, offs_d, full_hi, hi, Lq, off, left_off, qk_scale, cap_in,
                                          cap_out, True, CAUSAL, LOCAL, SOFTCAP, BLOCK_M, PREC, D, PAD_D)
    dk = dk * sm_scale  # S = sm_scale * Q K^T, so dK = sm_scale * dS^T Q
    out = ((z_rows * Hkv + off_hk) * Lk_tot + k_start) * D
    _store_tile(DK + out, dk.to(DK.dtype.element_ty), offs_n, D, offs_d, Lk, D, PAD_D)
    _store_tile(DV + out, dv.to(DV.dtype.element_ty), offs_n, D, offs_d, Lk, D, PAD_D)


@triton.jit
def _attn_bwd_dq_inner(dq, q, do, lse2, delta, k_base, v_base, stride_kn, stride_vn,
                       offs_m, offs_d, lo, hi, Lk, off, left_off, qk_scale, cap_in, cap_out,
                       MASK: tl.constexpr, CAUSAL: tl.constexpr, LOCAL: tl.constexpr,
                       SOFTCAP: tl.constexpr, BLOCK_N: tl.constexpr,
                       PREC: tl.constexpr, D: tl.constexpr, PAD_D: tl.constexpr):
    offs_n0 = tl.arange(0, BLOCK_N)
    for start_n in range(lo, hi, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        offs_n = start_n + offs_n0
        k = _load_tile(k_base, offs_n, stride_kn, offs_d, Lk, D, MASK, PAD_D)
        v = _load_tile(v_base, offs_n, stride_vn, offs_d, Lk, D, MASK, PAD_D)
        s = tl.dot(q, tl.trans(k), input_precision=PREC)
        if SOFTCAP:
            t = _tanh(s * cap_in)
            p = tl.math.exp2(t * cap_out - lse2[:, None])
        else:
            p = tl.math.exp2(s * qk_scale - lse2[:, None])
        if MASK:
            # Must mask padded keys here: exp2(0 - lse) can overflow and 0 * inf is NaN.
            p = tl.where(_visible(offs_m, offs_n, Lk, off, left_off, CAUSAL, LOCAL), p, 0.0)
        dp = tl.dot(do, tl.trans(v), input_precision=PREC)
        ds = p * (dp - delta[:, None])
        if SOFTCAP:
            ds = ds * (1.0 - t * t)
        dq = tl.dot(ds.to(k.dtype), k, dq, input_precision=PREC)
    return dq


@triton.jit
def _attn_bwd_dq(Q, K, V, DO, LSE, Delta, DQ, sm_scale,
                 stride_qz, stride_qh, stride_qm,
                 stride_kz, stride_kh, stride_kn,
                 stride_vz, stride_vh, stride_vn,
                 H, Lq, Lk, off, GROUP, left_off, softcap, CU_Q, CU_K, Lq_tot, Lk_tot, align_br,
                 TUNE_LQ, TUNE_LK,
                 HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                 CAUSAL: tl.constexpr, PREC: tl.constexpr, D: tl.constexpr, PAD_D: tl.constexpr,
                 LOCAL: tl.constexpr = False, SOFTCAP: tl.constexpr = False, VARLEN: tl.constexpr = False):
    """One program owns query block m0..m0+BLOCK_M and walks the key blocks it sees."""
    pid_m = tl.program_id(0)
    if CAUSAL:
        pid_m = tl.num_programs(0) - 1 - pid_m
    m0 = pid_m * BLOCK_M
    off_hz = tl.program_id(1)
    off_z = (off_hz // H).to(tl.int64)
    off_h = (off_hz % H).to(tl.int64)
    off_hk = off_h // GROUP
    q_start, k_start, Lq, Lk, off, left_off = _seq_bounds(CU_Q, CU_K, off_z, Lq, Lk, off, left_off,
                                                          align_br, VARLEN)
    if VARLEN:
        if m0 >= Lq:
            return
        hz = off_h
    else:
        hz = off_hz.to(tl.int64)
    q_base = Q + off_z * stride_qz + off_h * stride_qh + q_start * stride_qm
    k_base = K + off_z * stride_kz + off_hk * stride_kh + k_start * stride_kn
    v_base = V + off_z * stride_vz + off_hk * stride_vh + k_start * stride_vn

    offs_m = m0 + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD_DIM)
    row_ok = offs_m < Lq
    q = _load_tile(q_base, offs_m, stride_qm, offs_d, Lq, D, True, PAD_D)
    rows = hz * Lq_tot + q_start  # dO, dQ, LSE, Delta are contiguous (Z, H, Lq_tot[, D])
    do = _load_tile(DO + rows * D, offs_m, D, offs_d, Lq, D, True, PAD_D)
    lse2 = tl.load(LSE + rows + offs_m, mask=row_ok, other=0.0) * LOG2E
    delta = tl.load(Delta + rows + offs_m, mask=row_ok, other=0.0)
    dq = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * LOG2E
    cap_in = sm_scale / softcap  # used only with SOFTCAP
    cap_out = softcap * LOG2E

    lo, full_lo, full_hi, hi = _key_range(m0, Lk, off, left_off, CAUSAL, LOCAL, BLOCK_M, BLOCK_N)
    if LOCAL:
        dq = _attn_bwd_dq_inner(dq, q, do, lse2, delta, k_base, v_base, stride_kn, stride_vn,
                                offs_m, offs_d, lo, full_lo, Lk, off, left_off, qk_scale, cap_in, cap_out,
                                True, CAUSAL, LOCAL, SOFTCAP, BLOCK_N, PREC, D, PAD_D)
    dq = _attn_bwd_dq_inner(dq, q, do, lse2, delta, k_base, v_base, stride_kn, stride_vn,
                            offs_m, offs_d, full_lo, full_hi, Lk, off, left_off, qk_scale, cap_in, cap_out,
                            False, CAUSAL, LOCAL, SOFTCAP, BLOCK_N, PREC, D, PAD_D)
    dq = _attn_bwd_dq_inner(dq, q, do, lse2, delta, k_base, v_base, stride_kn, stride_vn,
                            offs_m, offs_d, full_hi, hi, Lk, off, left_off, qk_scale, cap_in, cap_out,
                            True, CAUSAL, LOCAL, SOFTCAP, BLOCK_N, PREC, D, PAD_D)
    dq = dq * sm_scale
    _store_tile(DQ + rows * D, dq.to(DQ.dtype.element_ty), offs_m, D, offs_d, Lq, D, PAD_D)


# ----------------------------------------------------------------------------------------------
# Configurations
# ----------------------------------------------------------------------------------------------
def smem_bytes(BLOCK_M: int, BLOCK_N: int, HEAD_DIM: int, num_stages: int, dtype_bytes: int = 2) -> int:
    """Estimated shared memory of one forward program, in bytes.

    ``dtype_bytes * HEAD_DIM * (BLOCK_M + 2 * num_stages * BLOCK_N)``: the Q tile stays resident
    (BLOCK_M x HEAD_DIM) and the software pipeline keeps ``num_stages`` buffers each of a K and a V
    tile (BLOCK_N x HEAD_DIM) in flight. Scores, P and the accumulator live in registers. Checked on
    an H200 (Triton 3.6, fp16, HEAD_DIM 64 and 128, five configs; docs/performance.md): equal to
    Triton's allocation for the pointer path, 1024 bytes under it with tensor descriptors (their
    barriers). Triton's own OutOfResources check stays authoritative: it becomes TileConfigError.
    """
    for name, val in (("BLOCK_M", BLOCK_M), ("BLOCK_N", BLOCK_N), ("HEAD_DIM", HEAD_DIM),
                      ("num_stages", num_stages), ("dtype_bytes", dtype_bytes)):
        if not isinstance(val, int) or val < 1:
            raise ValueError(f"smem_bytes: {name} must be a positive int, got {val!r}")
    return dtype_bytes * HEAD_DIM * (BLOCK_M + 2 * num_stages * BLOCK_N)


def _describe(BLOCK_M, BLOCK_N, HEAD_DIM, num_stages, num_warps) -> str:
    return (f"BLOCK_M={BLOCK_M}, BLOCK_N={BLOCK_N}, HEAD_DIM={HEAD_DIM}, num_stages={num_stages}, "
            f"num_warps={num_warps}")


def validate_tile_config(BLOCK_M: int, BLOCK_N: int, HEAD_DIM: int, num_stages: int = 2,
                         num_warps: int = 4, dtype_bytes: int = 2,
                         smem_available: int | None = None) -> int:
    """Check a block configuration before launch; return its estimated shared memory in bytes.

    Raises TileConfigError naming the sizes when a block is not a power of two >= 16 (tl.dot's
    minimum), num_warps is not 1..16 (a power of two), num_stages < 1, or the estimate exceeds
    ``smem_available`` (when given).
    """
    desc = _describe(BLOCK_M, BLOCK_N, HEAD_DIM, num_stages, num_warps)
    for name, val in (("BLOCK_M", BLOCK_M), ("BLOCK_N", BLOCK_N)):
        if not isinstance(val, int) or val < 16 or val & (val - 1):
            raise TileConfigError(f"{name}={val!r} is not a power of two >= 16 ({desc}); "
                                  "tl.dot needs tiles of at least 16 and Triton needs powers of two")
    if not isinstance(num_warps, int) or num_warps not in (1, 2, 4, 8, 16):
        raise TileConfigError(f"num_warps={num_warps!r} must be 1, 2, 4, 8 or 16 ({desc})")
    if not isinstance(num_stages, int) or num_stages < 1:
        raise TileConfigError(f"num_stages={num_stages!r} must be an int >= 1 ({desc})")
    need = smem_bytes(BLOCK_M, BLOCK_N, HEAD_DIM, num_stages, dtype_bytes)
    if smem_available is not None and need > smem_available:
        raise TileConfigError(
            f"tile does not fit shared memory: {desc} needs about {need} bytes "
            f"({need / 1024:.0f} KiB) but a block may use {smem_available} bytes "
            f"({smem_available / 1024:.0f} KiB); use smaller BLOCK_N/BLOCK_M or fewer num_stages")
    return need


# (BLOCK_M, BLOCK_N, num_warps, num_stages). The GPU autotunes over a handful; the interpreter runs
# one fixed small config (several configs and do_bench fail there, and small tiles are faster).
_FWD_CONFIGS = [(128, 64, 4, 3), (128, 64, 8, 3), (128, 128, 8, 3), (128, 128, 8, 2),
                (128, 64, 4, 4), (64, 64, 4, 3)]
_BWD_DKDV_CONFIGS = [(64, 128, 8, 3), (32, 128, 4, 3), (64, 64, 4, 3), (32, 64, 4, 4)]
_BWD_DQ_CONFIGS = [(128, 64, 8, 3), (128, 32, 4, 3), (64, 64, 4, 3), (64, 32, 4, 4)]
_INTERP_CONFIG = (32, 32, 4, 1)


def _estimate(kernel_name, cfg, head_dim, dtype_bytes):
    """smem_bytes() for the forward; the backward kernels keep their own tile resident (dK/dV: the
    key block's K and V; dQ: the query block's Q and dO) and stream two tiles of the other side."""
    bm, bn, _, st = cfg
    if kernel_name == "fwd":
        return smem_bytes(bm, bn, head_dim, st, dtype_bytes)
    resident, streamed = (bn, bm) if kernel_name == "dkdv" else (bm, bn)
    return dtype_bytes * head_dim * (2 * resident + 2 * st * streamed)


_SMALL_CONFIGS = [(64, 32, 4, 2), (32, 32, 4, 2)]  # head_dim 256 fallbacks


def _configs(kernel_name, head_dim, dtype_bytes):
    """The configs worth trying: those whose estimate fits an H200 block."""
    table = {"fwd": _FWD_CONFIGS, "dkdv": _BWD_DKDV_CONFIGS, "dq": _BWD_DQ_CONFIGS}[kernel_name]
    fits = [c for c in table + (_SMALL_CONFIGS if head_dim >= 256 else [])
            if _estimate(kernel_name, c, head_dim, dtype_bytes) <= H200_SMEM_PER_BLOCK]
    if head_dim >= 256:  # register pressure, not only shared memory, rules out big tiles here
        fits = [c for c in fits if c[0] * c[1] <= 64 * 64]
    return fits or _SMALL_CONFIGS[-1:]


# Forward configs pinned for short sequences (max(Lq, Lk) <= SMALL_N) on Hopper (sm_90), keyed
# (HEAD_DIM, causal, dtype name): the winners of an explicit sweep of 32-36 configs per shape at
# N=1024 on an H200 (docs/performance.md, v3; reference_kernels/results/h200-2026-11-30-v3-*).
# The autotuner picked the same configs there, so pinning does not change the kernel; it saves the
# autotuner's per-call dispatch (~23 us of ~106 us measured per call), which shows in eager timings
# of these 0.06-0.1 ms kernels, and the first call's tuning. Other head dims, dtypes and GPUs, and
# longer sequences, stay autotuned (not measured; a pinned tile might not fit another GPU).
SMALL_N = 1024
_SMALL_N_FWD: dict[tuple[int, bool, str], tuple[int, int, int, int]] = {
    (hd, causal, dt): cfg
    for dt in ("float16", "bfloat16")
    for hd, causal, cfg in ((128, True, (64, 64, 4, 3)), (128, False, (64, 64, 4, 3)),
                            (64, True, (64, 64, 4, 3)), (64, False, (128, 64, 8, 3)))
}


@functools.cache
def _device_capability(index) -> tuple[int, int]:
    return torch.cuda.get_device_capability(index)


def default_forward_config(Lq: int, Lk: int, head_dim: int, causal: bool, dtype, device=None) -> tuple | None:
    """The forward config used when the caller gives none: the interpreter's fixed config, the
    pinned first config (REFERENCE_KERNELS_AUTOTUNE=0), the measured short-sequence config (on an
    sm_90 device), or None (autotune). ``dtype`` is a torch dtype, ``device`` a CUDA device (None:
    the current one)."""
    head_dim = tile_head_dim(head_dim)
    cfg = _default_config("fwd", head_dim, dtype.itemsize)
    if cfg is None and max(Lq, Lk) <= SMALL_N:
        index = device.index if isinstance(device, torch.device) else device
        if _device_capability(index) == (9, 0):
            cfg = _SMALL_N_FWD.get((head_dim, bool(causal), str(dtype).removeprefix("torch.")))
    return cfg


def _autotune_enabled() -> bool:
    # REFERENCE_KERNELS_AUTOTUNE=0 pins each kernel to its first fitting config: the GPU tests use
    # it to avoid compiling every config for every test shape.
    return os.environ.get("REFERENCE_KERNELS_AUTOTUNE", "1") != "0"


def _default_config(kernel_name, head_dim, dtype_bytes):
    """None = autotune (GPU); else the pinned (BLOCK_M, BLOCK_N, num_warps, num_stages)."""
    if _interpreting():
        return _INTERP_CONFIG
    if not _autotune_enabled():
        return _configs(kernel_name, head_dim, dtype_bytes)[0]
    return None


@functools.cache
def _tuned(kernel_name: str, head_dim: int, dtype_bytes: int):
    """Autotuned wrapper of one kernel, built lazily (nothing happens at import)."""
    kernel = {"fwd": _attn_fwd, "dkdv": _attn_bwd_dkdv, "dq": _attn_bwd_dq}[kernel_name]
    configs = [triton.Config({"BLOCK_M": bm, "BLOCK_N": bn}, num_warps=w, num_stages=s)
               for bm, bn, w, s in _configs(kernel_name, head_dim, dtype_bytes)]
    # The backward kernels only store into dK/dV/dQ; re-running a config is idempotent, no reset.
    # Tuned per bucket of lengths (the next power of two of the longest query and key sequence), not
    # per exact length: a caller whose lengths vary pays one tuning per bucket, not per call.
    keys = ["TUNE_LQ", "TUNE_LK", "HEAD_DIM", "D", "GROUP", "CAUSAL", "LOCAL", "SOFTCAP", "VARLEN"] + \
        (["USE_DESC", "WS"] if kernel_name == "fwd" else [])
    return triton.autotune(configs, key=keys)(kernel)


def _launch(kernel_name, grid_of, args, meta, cfg):
    """Launch with an explicit (BLOCK_M, BLOCK_N, warps, stages) or autotuned config; turn Triton's
    OutOfResources into TileConfigError naming the sizes."""
    from triton.runtime.errors import OutOfResources

    head_dim = meta["HEAD_DIM"]
    try:
        if cfg is not None:
            bm, bn, w, s = cfg
            kernel = {"fwd": _attn_fwd, "dkdv": _attn_bwd_dkdv, "dq": _attn_bwd_dq}[kernel_name]
            return kernel[grid_of({"BLOCK_M": bm, "BLOCK_N": bn})](*args, **meta, BLOCK_M=bm, BLOCK_N=bn,
                                                                    num_warps=w, num_stages=s)
        tuned = _tuned(kernel_name, head_dim, args[0].element_size())
        tuned[grid_of](*args, **meta)
        return tuned.best_config
    except OutOfResources as e:
        desc = _describe(*cfg[:2], head_dim, cfg[3], cfg[2]) if cfg else f"HEAD_DIM={head_dim}"
        raise TileConfigError(
            f"tile does not fit the device ({e.name}): {desc} needs {e.required} bytes of "
            f"shared memory but the device allows {e.limit} per block; use smaller BLOCK_N/BLOCK_M "
            "or fewer num_stages") from None


# ----------------------------------------------------------------------------------------------
# Launchers
# ----------------------------------------------------------------------------------------------
def _check_inputs(q, k, v, causal_alignment):
    for name, t in (("q", q), ("k", k), ("v", v)):
        if not isinstance(t, torch.Tensor) or t.dim() != 4:
            raise ValueError(f"{name} must be a 4-D tensor (batch, heads, seq, head_dim), "
                             f"got {getattr(t, 'shape', type(t).__name__)}")
    if q.dtype not in (torch.float16, torch.bfloat16, torch.float32):
        raise ValueError(f"q dtype {q.dtype} is not supported: use float16, bfloat16 (or float32 for tests)")
    if k.dtype != q.dtype or v.dtype != q.dtype:
        raise ValueError(f"q, k, v must share one dtype, got {q.dtype}, {k.dtype}, {v.dtype}")
    if k.device != q.device or v.device != q.device:
        raise ValueError(f"q, k, v must be on one device, got {q.device}, {k.device}, {v.device}")
    B, H, _, D = q.shape
    if k.shape[0] != B or v.shape[0] != B:
        raise ValueError(f"batch must match: q {tuple(q.shape)}, k {tuple(k.shape)}, v {tuple(v.shape)}")
    Hkv = k.shape[1]
    if v.shape[1] != Hkv or Hkv == 0 or H % Hkv:
        raise ValueError(f"k and v must have the same number of heads, and q's heads ({H}) must be a "
                         f"multiple of it (grouped-query attention; 1 = multi-query): q {tuple(q.shape)}, "
                         f"k {tuple(k.shape)}, v {tuple(v.shape)}")
    if k.shape[3] != D or v.shape[3] != D:
        raise ValueError(f"head_dim must match: q {D}, k {k.shape[3]}, v {v.shape[3]}")
    if k.shape[2] != v.shape[2]:
        raise ValueError(f"k and v must have one sequence length, got {k.shape[2]} and {v.shape[2]}")
    if D not in HEAD_DIMS:
        raise ValueError(f"head_dim {D} is not supported: use a multiple of 8 from 8 to 256")
    if causal_alignment not in ("top_left", "bottom_right"):
        raise ValueError(f"causal_alignment must be 'top_left' (SDPA) or 'bottom_right' (FlashAttention-2), "
                         f"got {causal_alignment!r}")
    if not _interpreting() and q.device.type != "cuda":
        # Compiled Triton kernels read device memory only; without this, Triton's own error is
        # "Pointer argument (at 0) cannot be accessed from Triton (cpu tensor?)".
        raise ValueError(f"q, k, v are on {q.device}: the Triton kernels need CUDA tensors (move them "
                         "with .cuda()), or set TRITON_INTERPRET=1 before importing "
                         "reference_kernels to run them on the CPU")
    for name, t in (("q", q), ("k", k), ("v", v)):
        _check_int32_rows(name, t.shape[2], max(t.stride()[2], 1), t.shape[3])
    if _interpreting() and q.dtype == torch.bfloat16:
        # Triton's interpreter computes bf16 tl.dot wrongly; refuse rather than return bad numbers.
        raise ValueError("bfloat16 is not supported under TRITON_INTERPRET=1 (the interpreter's bf16 "
                         "dot is wrong); use float16 or float32 on the CPU, bfloat16 on a GPU")


def _check_int32_rows(name, L, row_stride, D):
    """Offsets inside one (batch, head) are int32 in the kernels (cheaper address arithmetic)."""
    if L * max(row_stride, D) >= 2**31:
        raise ValueError(f"{name}: seq length {L} x row stride {row_stride} reaches 2**31 elements "
                         "within one head; split the sequence or make the tensor contiguous")


def _explicit_config(BLOCK_M, BLOCK_N, num_warps, num_stages, head_dim, dtype_bytes):
    """None = autotune (GPU) / fixed config (interpreter); else the validated tuple. Only called
    when at least one size is given (the default is default_forward_config)."""
    given = (BLOCK_M, BLOCK_N, num_warps, num_stages)
    dm, dn, dw, ds = _INTERP_CONFIG if _interpreting() else _FWD_CONFIGS[0]
    cfg = tuple(d if x is None else x for x, d in zip(given, (dm, dn, dw, ds)))
    # No shared memory exists under the interpreter: check against the reference GPU's limit so a
    # tile that could not run there fails here too. On a GPU, Triton's own check decides.
    validate_tile_config(cfg[0], cfg[1], head_dim, cfg[3], cfg[2], dtype_bytes,
                         H200_SMEM_PER_BLOCK if _interpreting() else None)
    return cfg


def _scale(sm_scale, D):
    if sm_scale is None:
        return 1.0 / math.sqrt(D)
    sm_scale = float(sm_scale)
    if not math.isfinite(sm_scale):
        raise ValueError(f"sm_scale must be finite, got {sm_scale}")
    return sm_scale


def _mask_args(causal, causal_alignment, window_size, softcap, Lq, Lk):
    """Which keys each query sees, as kernel arguments: (off, left_off, softcap, CAUSAL, LOCAL,
    SOFTCAP). Query i sees key j iff j <= i + off (CAUSAL) and j >= i + left_off (LOCAL).

    ``window_size=(left, right)`` is FlashAttention-2's sliding window: query i sees keys
    i - left .. i + right (-1: unbounded on that side), positions aligned like the causal mask
    (``bottom_right`` shifts query i to key i + Lk - Lq). ``causal=True`` is the window's right
    edge at 0, as in FlashAttention-2.
    """
    if (not isinstance(window_size, (tuple, list)) or len(window_size) != 2
            or not all(isinstance(w, int) and not isinstance(w, bool) and w >= -1 for w in window_size)):
        raise ValueError(f"window_size must be (left, right), two ints >= -1 (-1: unbounded), got {window_size!r}")
    if not isinstance(softcap, (int, float)) or isinstance(softcap, bool) or not math.isfinite(softcap) or softcap < 0:
        raise ValueError(f"softcap must be a finite number >= 0 (0: off), got {softcap!r}")
    align = Lk - Lq if causal_alignment == "bottom_right" else 0
    left, right = window_size
    if causal:
        right = 0
    return (align + max(right, 0), align - max(left, 0), float(softcap) if softcap > 0 else 1.0,
            right >= 0, left >= 0, softcap > 0)


def _tma_ok(*ts) -> bool:
    """Tensor descriptors need 16-byte aligned bases and 16-byte multiple strides (all but last)."""
    return all(t.data_ptr() % 16 == 0 and all(st * t.element_size() % 16 == 0 for st in t.stride()[:3])
               for t in ts)


@functools.cache
def _install_allocator(device_type: str):
    # Device-side tensor descriptors need a small global scratch buffer per launch; Triton asks the
    # process-wide allocator for it. Installed on first use, never at import.
    triton.set_allocator(lambda size, align, stream: torch.empty(size, dtype=torch.int8, device=device_type))


def _default_use_desc(q) -> bool:
    # Measured on an H200 (Triton 3.6, docs/performance.md v1): device-side descriptors ran 1-4%
    # slower than pointer loads, which Triton already pipelines with cp.async. Off unless asked.
    return False


def flash_attention_forward(q, k, v, causal=False, sm_scale=None, BLOCK_M=None, BLOCK_N=None,
                            num_warps=None, num_stages=None, *, causal_alignment="top_left",
                            window_size=(-1, -1), softcap=0.0,
                            use_desc=None, warp_specialize=False, return_launch=False):
    """Forward pass: returns (o, lse); lse is (B, H, Lq) float32 natural-log logsumexp.

    ``window_size=(left, right)``: sliding-window (local) attention, key blocks outside every
    row's window are never loaded; ``softcap > 0``: logits become softcap * tanh(logit / softcap).

    Block sizes left as None are autotuned on a GPU (a fixed small config under the interpreter);
    any given value pins the config. A config that cannot fit raises TileConfigError.
    ``use_desc=True`` loads tiles through device-side tensor descriptors (TMA on Hopper) instead of
    pointer arithmetic (default: pointers, measured faster). ``warp_specialize=True`` asks Triton to
    warp-specialise the key loop; Triton 3.6 fails to compile it for sm_90 (NVGPUWarpSpecialization
    pass error), so it stays off.
    """
    _check_inputs(q, k, v, causal_alignment)
    return _forward(q, k, v, causal, sm_scale, (BLOCK_M, BLOCK_N, num_warps, num_stages),
                    dict(causal_alignment=causal_alignment, window_size=window_size, softcap=softcap),
                    None, use_desc, warp_specialize, return_launch)


def _forward(q, k, v, causal, sm_scale, sizes, options, packed, use_desc=None, warp_specialize=False,
             return_launch=False):
    """The forward launch for a dense batch (packed=None; q is (B, H, Lq, D)) or a packed one
    (packed=(cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k); q is (1, H, total_q, D), a
    view of the packed (total_q, H, D) tensor, and each sequence a run of its rows)."""
    if (packed is None and q.is_cuda and all(x is None for x in sizes)
            and not (use_desc or warp_specialize or return_launch)):
        # Hopper (sm_90): FlashAttention-3's structure in Gluon, for the shapes where it was measured
        # faster (flash_attention_hopper.py; REFERENCE_KERNELS_HOPPER=0 turns it off).
        from reference_kernels import flash_attention_hopper as hopper
        if hopper.wanted(q, k, v, causal, **options):
            return hopper.forward(q, k, v, causal, _scale(sm_scale, q.shape[3]), options["causal_alignment"])
    Z, H, Lq, D = q.shape
    Lk, TD = k.shape[2], tile_head_dim(D)
    nseq, (max_q, max_k) = (Z, (Lq, Lk)) if packed is None else (packed[0].numel() - 1, packed[2:])
    if all(x is None for x in sizes):
        cfg = default_forward_config(max_q, max_k, D, causal, q.dtype, q.device)
    else:
        cfg = _explicit_config(*sizes, TD, q.element_size())
    sm_scale = _scale(sm_scale, D)
    dims = (Lq, Lk) if packed is None else (0, 0)  # packed: each sequence's lengths come from cu_seqlens
    off, left_off, cap, CAUSAL, LOCAL, SOFTCAP = _mask_args(causal, causal_alignment=options["causal_alignment"],
                                                            window_size=options["window_size"],
                                                            softcap=options["softcap"], Lq=dims[0], Lk=dims[1])
    q, k, v = (t if t.stride(-1) == 1 else t.contiguous() for t in (q, k, v))
    o = torch.empty((Z, H, Lq, D), dtype=q.dtype, device=q.device)
    lse = torch.empty((Z, H, Lq), dtype=torch.float32, device=q.device)
    if o.numel() == 0 or nseq == 0:
        lse.fill_(float("-inf"))
        return (o, lse, None) if return_launch else (o, lse)
    args = (q, k, v, o, lse, sm_scale, *_strides(q, packed), *_strides(k, packed), *_strides(v, packed),
            *_strides(o, packed), H, dims[0], dims[1], off, H // k.shape[1], left_off, cap,
            *_packed_args(packed, lse, Lq, options), *_tune_buckets(max_q, max_k))
    use_desc = _default_use_desc(q) if use_desc is None else bool(use_desc)
    use_desc = use_desc and TD == D and packed is None and _tma_ok(q, k, v)  # tiles as wide as the head
    if use_desc:
        _install_allocator(q.device.type)
    meta = dict(HEAD_DIM=TD, D=D, PAD_D=TD != D, CAUSAL=CAUSAL, LOCAL=LOCAL, SOFTCAP=SOFTCAP,
                VARLEN=packed is not None, PREC="ieee" if q.dtype == torch.float32 else "tf32",
                USE_DESC=use_desc, WS=bool(warp_specialize))
    launched = _launch("fwd", lambda m: (triton.cdiv(max_q, m["BLOCK_M"]), nseq * H), args, meta, cfg)
    if return_launch:  # the compiled kernel (pinned config) or the autotuner's pick, for the bench
        return o, lse, launched
    return o, lse


def _tune_buckets(max_q, max_k):
    """The autotuner's length keys: powers of two, so lengths 1025..2048 share one tuning."""
    return triton.next_power_of_2(max(int(max_q), 1)), triton.next_power_of_2(max(int(max_k), 1))


def _strides(t, packed):
    """(z, head, row) strides; a packed batch has one z whose stride the kernel must not use."""
    return (0 if packed is not None else t.stride(0), t.stride(1), t.stride(2))


def _packed_args(packed, dummy, Lq_tot, options, Lk_tot=None):
    """CU_Q, CU_K, Lq_tot, [Lk_tot,] align_br: the dense launch passes a dummy pointer and 0."""
    align_br = int(packed is not None and options["causal_alignment"] == "bottom_right")
    cu_q, cu_k = (dummy, dummy) if packed is None else packed[:2]
    return (cu_q, cu_k, Lq_tot, align_br) if Lk_tot is None else (cu_q, cu_k, Lq_tot, Lk_tot, align_br)


def flash_attention_backward(do, q, k, v, o, lse, causal=False, sm_scale=None, *,
                             causal_alignment="top_left", window_size=(-1, -1), softcap=0.0,
                             dkdv_config=None, dq_config=None):
    """Backward pass from the forward's o and lse: returns (dq, dk, dv) in the input dtype.

    ``dkdv_config`` / ``dq_config`` pin (BLOCK_M, BLOCK_N, num_warps, num_stages); None autotunes
    on a GPU and uses a fixed small config under the interpreter.
    """
    _check_inputs(q, k, v, causal_alignment)
    B, H, Lq, D = q.shape
    if do.shape != q.shape or o.shape != q.shape or lse.shape != (B, H, Lq):
        raise ValueError(f"do {tuple(do.shape)} and o {tuple(o.shape)} must match q {tuple(q.shape)}, "
                         f"lse {tuple(lse.shape)} must be {(B, H, Lq)}")
    return _backward(do, q, k, v, o, lse, causal, sm_scale,
                     dict(causal_alignment=causal_alignment, window_size=window_size, softcap=softcap),
                     None, dkdv_config, dq_config)


def _backward(do, q, k, v, o, lse, causal, sm_scale, options, packed, dkdv_config=None, dq_config=None):
    """The backward launches, dense or packed (see _forward); dq, dk, dv come back contiguous in
    the (Z, H, L, D) layout of q, k, v."""
    if packed is None and q.is_cuda and dkdv_config is None and dq_config is None:
        # Hopper (sm_90): FlashAttention-3's structure in Gluon, where it was measured faster
        # (flash_attention_hopper_bwd.py; REFERENCE_KERNELS_HOPPER=0 turns it off).
        from reference_kernels import flash_attention_hopper_bwd as hopper_bwd
        if hopper_bwd.wanted(q, k, v, causal, **options) and o.is_cuda and lse.dtype == torch.float32:
            return hopper_bwd.backward(do, q, k, v, o, lse, causal, _scale(sm_scale, q.shape[3]),
                                       options["causal_alignment"])
    Z, H, Lq, D = q.shape
    Hkv, Lk, TD = k.shape[1], k.shape[2], tile_head_dim(D)
    nseq, (max_q, max_k) = (Z, (Lq, Lk)) if packed is None else (packed[0].numel() - 1, packed[2:])
    sm_scale = _scale(sm_scale, D)
    dims = (Lq, Lk) if packed is None else (0, 0)
    off, left_off, cap, CAUSAL, LOCAL, SOFTCAP = _mask_args(causal, causal_alignment=options["causal_alignment"],
                                                            window_size=options["window_size"],
                                                            softcap=options["softcap"], Lq=dims[0], Lk=dims[1])
    q, k, v = (t if t.stride(-1) == 1 else t.contiguous() for t in (q, k, v))
    do = do.to(q.dtype).contiguous()
    o = o.contiguous()
    lse = lse.contiguous()
    dq, dk, dv = torch.empty_like(q, memory_format=torch.contiguous_format), \
        torch.zeros((Z, Hkv, Lk, D), dtype=q.dtype, device=q.device), \
        torch.zeros((Z, Hkv, Lk, D), dtype=q.dtype, device=q.device)
    if Lq == 0 or Z * H == 0 or nseq == 0:
        dk.zero_(), dv.zero_()
        return dq.zero_(), dk, dv
    if Lk == 0:
        return dq.zero_(), dk, dv
    interp = _interpreting()
    dkdv_config = dkdv_config or _default_config("dkdv", TD, q.element_size())
    dq_config = dq_config or _default_config("dq", TD, q.element_size())
    for c in (dkdv_config, dq_config):
        if c is not None:
            validate_tile_config(c[0], c[1], TD, c[3], c[2], q.element_size())
    # delta_i = rowsum(dO_i * O_i) is per row: a packed batch needs no sequence bounds for it.
    delta = torch.empty((Z, H, Lq), dtype=torch.float32, device=q.device)
    pre_m = 32 if interp else 128
    _attn_bwd_preprocess[(triton.cdiv(Lq, pre_m), Z * H)](o, do, delta, Lq, HEAD_DIM=TD, BLOCK_M=pre_m,
                                                          D=D, PAD_D=TD != D)
    meta = dict(HEAD_DIM=TD, D=D, PAD_D=TD != D, CAUSAL=CAUSAL, LOCAL=LOCAL, SOFTCAP=SOFTCAP,
                VARLEN=packed is not None, PREC="ieee" if q.dtype == torch.float32 else "tf32")
    common = (sm_scale, *_strides(q, packed), *_strides(k, packed), *_strides(v, packed), H, dims[0], dims[1],
              off, H // Hkv, left_off, cap, *_packed_args(packed, lse, Lq, options, Lk_tot=Lk),
              *_tune_buckets(max_q, max_k))
    # dK/dV: one program per (key block, batch or sequence, K/V head), summing over the head's group.
    _launch("dkdv", lambda m: (triton.cdiv(max_k, m["BLOCK_N"]), nseq * Hkv),
            (q, k, v, do, lse, delta, dk, dv, *common), meta, dkdv_config)
    _launch("dq", lambda m: (triton.cdiv(max_q, m["BLOCK_M"]), nseq * H),
            (q, k, v, do, lse, delta, dq, *common), meta, dq_config)
    return dq, dk, dv


class _FlashAttention(torch.autograd.Function):
    @staticmethod
    def forward(ctx, q, k, v, causal, sm_scale, options):
        o, lse = flash_attention_forward(q, k, v, causal, sm_scale, **options)
        ctx.save_for_backward(q, k, v, o, lse)
        ctx.causal, ctx.sm_scale, ctx.options = causal, sm_scale, options
        return o

    @staticmethod
    @torch.autograd.function.once_differentiable  # the kernels are not differentiable themselves
    def backward(ctx, do):
        q, k, v, o, lse = ctx.saved_tensors
        dq, dk, dv = flash_attention_backward(do, q, k, v, o, lse, ctx.causal, ctx.sm_scale, **ctx.options)
        return dq, dk, dv, None, None, None


def attention(q, k, v, causal=False, sm_scale=None, *, causal_alignment="top_left", window_size=(-1, -1),
              softcap=0.0):
    """softmax(sm_scale * q k^T [causal mask]) v on (batch, heads, seq, head_dim); differentiable.

    Same meaning as ``torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal,
    scale=sm_scale, enable_gqa=True)``; sm_scale defaults to 1/sqrt(head_dim). ``window_size`` and
    ``softcap`` as in FlashAttention-2's ``flash_attn_func``.
    """
    options = dict(causal_alignment=causal_alignment, window_size=window_size, softcap=softcap)
    return _FlashAttention.apply(q, k, v, bool(causal), sm_scale, options)

