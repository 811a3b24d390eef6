"""Decoding attention over a (paged) KV cache, split across the cache (FlashDecoding).

Serving spends its time here: a few new query rows per sequence (1 to 16) against a long cache.
The training kernel's BLOCK_M-row query tiles would be mostly padding, and one program per
(sequence, head) leaves most SMs idle at small batch. So:

* **GQA packing.** One program serves one K/V head and *all* of its query heads: the ``GROUP``
  query heads x ``Lq`` new rows become the rows of one tile (``BLOCK_M`` = that, rounded up to a
  power of two, >= 16), so a K/V tile loaded once serves every head that shares it.
* **Split-KV.** The cache is cut into ``num_splits`` chunks, one program each (grid: splits x
  batch x K/V heads). Each writes its partial output, normalised by its own sum, and its
  logsumexp; ``_decode_combine`` merges the splits in the logsumexp domain:
  ``lse = log sum_s exp(lse_s)``, ``o = sum_s exp(lse_s - lse) o_s`` (exact, like the online softmax).
* **Paged cache.** ``k_cache``/``v_cache`` are (num_pages, page_size, H_kv, D) and
  ``block_table[b, i]`` is the page that holds keys ``i*page_size .. (i+1)*page_size - 1`` of
  sequence ``b`` (vLLM's and FlashInfer's layout); every key row's address is looked up through the
  table, so any page size works (16-256 in practice). Without a table the cache is
  (B, max_len, H_kv, D).

Contract: ``q`` (B, Lq, H, D) holds the newest Lq tokens of each sequence, which are already in the
cache: sequence b has ``cache_seqlens[b]`` keys and its query t sits at position
``cache_seqlens[b] - Lq + t``. ``causal=True`` lets it see keys up to that position (bottom-right
alignment, flash-attn's ``flash_attn_with_kvcache``); ``window_left`` (>= 0) also hides keys more
than that many positions back; ``softcap`` as in ``flash_attention.py``. Returns o (B, Lq, H, D) in
q's dtype and lse (B, H, Lq) float32; a sequence with no visible key gives o = 0, lse = -inf.
"""

from __future__ import annotations

import math

import torch
import triton
import triton.language as tl

from reference_kernels.flash_attention import LOG2E, LN2, _interpreting, _scores, tile_head_dim


@triton.jit
def _decode_split(Q, K, V, BT, SEQLENS, O_part, LSE_part, sm_scale, softcap,
                  stride_qb, stride_qt, stride_qh,
                  stride_kp, stride_ks, stride_kh,
                  stride_vp, stride_vs, stride_vh,
                  stride_btb,
                  H, Lq, GROUP, page_size, keys_per_split, window_left, num_splits,
                  HEAD_DIM: tl.constexpr, D: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                  PAGED: tl.constexpr, CAUSAL: tl.constexpr, LOCAL: tl.constexpr, SOFTCAP: tl.constexpr):
    split = tl.program_id(0)
    b = tl.program_id(1).to(tl.int64)
    hk = tl.program_id(2).to(tl.int64)
    L = tl.load(SEQLENS + b)  # keys in this sequence's cache

    # Tile row r is query head hk*GROUP + r // Lq, new token t = r % Lq.
    offs_r = tl.arange(0, BLOCK_M)
    g = offs_r // Lq
    t = offs_r % Lq
    row_ok = g < GROUP
    h = hk * GROUP + g
    offs_d = tl.arange(0, HEAD_DIM)
    d_ok = offs_d < D
    q = tl.load(Q + b * stride_qb + t[:, None] * stride_qt + h[:, None] * stride_qh + offs_d[None, :],
                mask=row_ok[:, None] & d_ok[None, :], other=0.0)
    pos = L - Lq + t  # the query's own position in the sequence

    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * LOG2E
    cap_in = sm_scale / softcap
    cap_out = softcap * LOG2E

    lo = split * keys_per_split
    hi = tl.minimum(lo + keys_per_split, L)
    if LOCAL:  # keys before the earliest row's window are never loaded
        lo = tl.maximum(lo, (tl.maximum(L - Lq - window_left, 0) // BLOCK_N) * BLOCK_N)
    offs_n0 = tl.arange(0, BLOCK_N)
    for start_n in range(lo, hi, BLOCK_N):
        offs_n = start_n + offs_n0
        key_ok = offs_n < hi
        if PAGED:
            # Each key row's page from the block table: any page size works.
            page = tl.load(BT + b * stride_btb + offs_n // page_size, mask=key_ok, other=0).to(tl.int64)
            k_rows = page * stride_kp + (offs_n % page_size) * stride_ks
            v_rows = page * stride_vp + (offs_n % page_size) * stride_vs
        else:
            k_rows = b * stride_kp + offs_n.to(tl.int64) * stride_ks
            v_rows = b * stride_vp + offs_n.to(tl.int64) * stride_vs
        kv_mask = key_ok[:, None] & d_ok[None, :]
        k = tl.load(K + hk * stride_kh + k_rows[:, None] + offs_d[None, :], mask=kv_mask, other=0.0)
        qk = _scores(tl.dot(q, tl.trans(k)), qk_scale, cap_in, cap_out, SOFTCAP)
        keep = key_ok[None, :] & row_ok[:, None]
        if CAUSAL:
            keep = keep & (offs_n[None, :] <= pos[:, None])
        if LOCAL:
            keep = keep & (offs_n[None, :] >= pos[:, None] - window_left)
        qk = tl.where(keep, qk, float("-inf"))
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        m_sub = tl.where(m_ij == float("-inf"), 0.0, m_ij)
        p = tl.math.exp2(qk - m_sub[:, None])
        alpha = tl.math.exp2(m_i - m_sub)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(V + hk * stride_vh + v_rows[:, None] + offs_d[None, :], mask=kv_mask, other=0.0)
        acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v)
        m_i = m_ij

    # This split's output, normalised by its own sum, and its logsumexp (-inf: it saw no key).
    empty = l_i == 0.0
    l_safe = tl.where(empty, 1.0, l_i)
    lse = tl.where(empty, float("-inf"), (m_i + tl.math.log2(l_safe)) * LN2)
    part = ((b * H + h) * Lq + t) * num_splits + split  # O_part (B, H, Lq, splits, D)
    tl.store(LSE_part + part, lse, mask=row_ok)
    tl.store(O_part + part[:, None] * D + offs_d[None, :], acc / l_safe[:, None],
             mask=row_ok[:, None] & d_ok[None, :])


@triton.jit
def _decode_combine(O_part, LSE_part, O, LSE, num_splits, H, Lq,
                    stride_ob, stride_ot, stride_oh,
                    HEAD_DIM: tl.constexpr, D: tl.constexpr, BLOCK_S: tl.constexpr):
    """One program per (b, h, t): merge the splits' outputs in the logsumexp domain."""
    row = tl.program_id(0).to(tl.int64)  # ((b * H) + h) * Lq + t
    t = row % Lq
    h = (row // Lq) % H
    b = row // (Lq * H)
    offs_s = tl.arange(0, BLOCK_S)
    s_ok = offs_s < num_splits
    offs_d = tl.arange(0, HEAD_DIM)
    d_ok = offs_d < D
    lse_s = tl.load(LSE_part + row * num_splits + offs_s, mask=s_ok, other=float("-inf"))
    m = tl.max(lse_s, 0)
    m_safe = tl.where(m == float("-inf"), 0.0, m)
    w = tl.exp(lse_s - m_safe)  # 0 for splits that saw no key
    total = tl.sum(w, 0)
    total_safe = tl.where(total == 0.0, 1.0, total)
    o_s = tl.load(O_part + (row * num_splits + offs_s)[:, None] * D + offs_d[None, :],
                  mask=s_ok[:, None] & d_ok[None, :], other=0.0)
    o = tl.sum(o_s * (w / total_safe)[:, None], 0)
    tl.store(O + b * stride_ob + t * stride_ot + h * stride_oh + offs_d, o.to(O.dtype.element_ty), mask=d_ok)
    tl.store(LSE + row, tl.where(total == 0.0, float("-inf"), m_safe + tl.log(total_safe)))


def default_num_splits(batch: int, kv_heads: int, max_len: int, sm_count: int) -> int:
    """Enough programs to fill the GPU about twice, each split at least 256 keys, at most 64."""
    if max_len <= 0:
        return 1
    want = math.ceil(2 * sm_count / max(batch * kv_heads, 1))
    return max(1, min(want, math.ceil(max_len / 256), 64))


def flash_decode(q, k_cache, v_cache, cache_seqlens, *, block_table=None, causal=True, sm_scale=None,
                 window_left=-1, softcap=0.0, num_splits=None, BLOCK_N=None, check_lengths=True):
    """Attention of the newest Lq tokens against the cache (see the module docstring).

    The split count and the grid come from the cache's capacity (pages in the table x page size,
    or the contiguous cache's length), never from the lengths on the device, so a call does not
    wait for the GPU. ``check_lengths=True`` (the default) still copies ``cache_seqlens`` to the
    host once to refuse negative lengths or lengths past the capacity with a clear message; a
    serving loop that guarantees them passes False and never synchronises.
    """
    if not all(isinstance(t, torch.Tensor) for t in (q, k_cache, v_cache, cache_seqlens)):
        raise ValueError("q, k_cache, v_cache and cache_seqlens must be tensors")
    if q.dim() != 4 or k_cache.dim() != 4 or v_cache.shape != k_cache.shape:
        raise ValueError(f"q must be (B, Lq, H, D) and k_cache/v_cache one shape, (pages, page_size, H_kv, D) "
                         f"or (B, max_len, H_kv, D); got q {tuple(q.shape)}, k {tuple(k_cache.shape)}, "
                         f"v {tuple(v_cache.shape)}")
    B, Lq, H, D = q.shape
    _, page_size, Hkv, Dk = k_cache.shape
    if Dk != D or D % 8 or not 8 <= D <= 256:
        raise ValueError(f"head_dim must match and be a multiple of 8 up to 256: q {D}, cache {Dk}")
    if Hkv == 0 or H % Hkv:
        raise ValueError(f"q's heads ({H}) must be a multiple of the cache's K/V heads ({Hkv})")
    if not 1 <= Lq <= 64 or (H // Hkv) * Lq > 256:
        raise ValueError(f"decode takes 1-64 new rows per sequence with (H / H_kv) * Lq <= 256, got Lq={Lq}, "
                         f"group {H // Hkv}; use flash_attention.attention for prefill")
    if k_cache.dtype != q.dtype or v_cache.dtype != q.dtype or q.dtype not in (torch.float16, torch.bfloat16, torch.float32):
        raise ValueError(f"q and the cache must share one dtype (fp16, bf16, fp32), got {q.dtype}, {k_cache.dtype}")
    if cache_seqlens.shape != (B,) or cache_seqlens.dtype != torch.int32:
        raise ValueError(f"cache_seqlens must be int32 of shape ({B},), got {cache_seqlens.dtype} {tuple(cache_seqlens.shape)}")
    if _interpreting() and q.dtype == torch.bfloat16:
        raise ValueError("bfloat16 is not supported under TRITON_INTERPRET=1 (the interpreter's bf16 dot is wrong)")
    paged = block_table is not None
    if paged:
        if block_table.dim() != 2 or block_table.shape[0] != B or block_table.dtype != torch.int32:
            raise ValueError(f"block_table must be int32 (B, max_pages), got {block_table.dtype} {tuple(block_table.shape)}")
        capacity = block_table.shape[1] * page_size
    elif k_cache.shape[0] != B:
        raise ValueError(f"without a block_table the cache is (B, max_len, H_kv, D); got {tuple(k_cache.shape)} "
                         f"for a batch of {B}")
    else:
        capacity = page_size
    if check_lengths and B:
        lens = cache_seqlens.cpu()
        if bool((lens < 0).any()) or int(lens.max()) > capacity:
            raise ValueError(f"cache_seqlens must lie in 0..{capacity} (the cache's capacity: "
                             f"{'pages in block_table x page size' if paged else 'its length'}), got "
                             f"{lens.min().item()}..{lens.max().item()}")
    max_len = capacity
    if not isinstance(window_left, int) or window_left < -1:
        raise ValueError(f"window_left must be an int >= -1 (-1: no window), got {window_left!r}")
    if not isinstance(softcap, (int, float)) or not math.isfinite(softcap) or softcap < 0:
        raise ValueError(f"softcap must be a finite number >= 0, got {softcap!r}")
    for name, t in (("q", q), ("k_cache", k_cache), ("v_cache", v_cache)):
        if t.stride(-1) != 1:
            raise ValueError(f"{name} must have a contiguous last dimension")
    sm_scale = 1.0 / math.sqrt(D) if sm_scale is None else float(sm_scale)
    group = H // Hkv
    TD = tile_head_dim(D)
    BLOCK_M = max(16, triton.next_power_of_2(group * Lq))
    if BLOCK_N is None:
        BLOCK_N = 32 if _interpreting() else (64 if TD <= 128 else 32)
    if num_splits is None:
        sms = torch.cuda.get_device_properties(q.device).multi_processor_count if q.is_cuda else 4
        num_splits = default_num_splits(B, Hkv, max_len, sms)
    keys_per_split = triton.cdiv(max(triton.cdiv(max_len, num_splits), 1), BLOCK_N) * BLOCK_N

    o = torch.empty_like(q)
    lse = torch.empty((B, H, Lq), dtype=torch.float32, device=q.device)
    if q.numel() == 0:
        lse.fill_(float("-inf"))
        return o, lse
    o_part = torch.empty((B, H, Lq, num_splits, D), dtype=torch.float32, device=q.device)
    lse_part = torch.empty((B, H, Lq, num_splits), dtype=torch.float32, device=q.device)
    bt = block_table if paged else cache_seqlens  # any int tensor when unused
    _decode_split[(num_splits, B, Hkv)](
        q, k_cache, v_cache, bt, cache_seqlens, o_part, lse_part, sm_scale, float(softcap) if softcap else 1.0,
        *q.stride()[:3], *(k_cache.stride()[:3]), *(v_cache.stride()[:3]), bt.stride(0) if paged else 0,
        H, Lq, group, page_size, keys_per_split, max(window_left, 0), num_splits,
        HEAD_DIM=TD, D=D, BLOCK_M=BLOCK_M, BLOCK_N=BLOCK_N, PAGED=paged, CAUSAL=bool(causal),
        LOCAL=window_left >= 0, SOFTCAP=softcap > 0, num_warps=4, num_stages=1 if _interpreting() else 2)
    _decode_combine[(B * H * Lq,)](o_part, lse_part, o, lse, num_splits, H, Lq, *o.stride()[:3],
                                   HEAD_DIM=TD, D=D, BLOCK_S=max(2, triton.next_power_of_2(num_splits)))
    return o, lse
