"""Packed variable-length batches for the reference FlashAttention (flash-attn's varlen API).

Training packs sequences of different lengths into one tensor instead of padding them to the
longest: ``q`` is (total_q, H, D) and ``k``, ``v`` are (total_k, H_kv, D); sequence ``b`` owns rows
``cu_seqlens_q[b]:cu_seqlens_q[b + 1]`` of ``q`` and the matching rows of ``k``/``v``
(``cu_seqlens`` are the int32 cumulative lengths, starting at 0). Nothing is padded or copied:
the kernels in ``flash_attention.py`` see the packed tensor as one batch of ``total`` rows per head
(a strided view) and each program looks up where its sequence starts and how long it is. The grid
covers the longest sequence (``max_seqlen_q``); programs past a shorter sequence's end stop at once.

Same meaning as ``flash_attn_varlen_func(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
max_seqlen_k, softmax_scale, causal, window_size, softcap)``; causal and window masks are aligned
per sequence (``causal_alignment`` as in ``flash_attention.attention``). ``lse`` comes back as
(H, total_q) float32, flash-attn's layout.
"""

from __future__ import annotations

import torch

from reference_kernels.flash_attention import _backward, _check_inputs, _forward


def _check_packed(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k):
    for name, t in (("q", q), ("k", k), ("v", v)):
        if not isinstance(t, torch.Tensor) or t.dim() != 3:
            raise ValueError(f"{name} must be a packed 3-D tensor (total, heads, head_dim), "
                             f"got {getattr(t, 'shape', type(t).__name__)}")
    for name, cu, total in (("cu_seqlens_q", cu_seqlens_q, q.shape[0]), ("cu_seqlens_k", cu_seqlens_k, k.shape[0])):
        if not isinstance(cu, torch.Tensor) or cu.dim() != 1 or cu.dtype != torch.int32 or cu.numel() < 1:
            raise ValueError(f"{name} must be a 1-D int32 tensor of cumulative lengths starting at 0, "
                             f"got {getattr(cu, 'dtype', type(cu).__name__)} {tuple(getattr(cu, 'shape', ()))}")
        if cu.device != q.device:
            raise ValueError(f"{name} is on {cu.device}, q on {q.device}: put them on one device")
        host = cu.cpu()
        if host[0] != 0 or host[-1] != total or bool((host[1:] < host[:-1]).any()):
            raise ValueError(f"{name} must rise from 0 to the packed length {total}, got {host.tolist()[:8]}...")
    if cu_seqlens_q.numel() != cu_seqlens_k.numel():
        raise ValueError(f"cu_seqlens_q and cu_seqlens_k must describe the same number of sequences, "
                         f"got {cu_seqlens_q.numel() - 1} and {cu_seqlens_k.numel() - 1}")
    for name, cu, given in (("max_seqlen_q", cu_seqlens_q, max_seqlen_q), ("max_seqlen_k", cu_seqlens_k, max_seqlen_k)):
        longest = int((cu[1:] - cu[:-1]).max().item()) if cu.numel() > 1 else 0
        if not isinstance(given, int) or given < longest:
            raise ValueError(f"{name}={given!r} must be an int >= the longest sequence ({longest})")


def _as_batch(t):
    """(total, H, D) -> (1, H, total, D): a view, no copy."""
    return t.permute(1, 0, 2).unsqueeze(0)


def flash_attention_varlen_forward(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                                   causal=False, sm_scale=None, *, causal_alignment="top_left",
                                   window_size=(-1, -1), softcap=0.0):
    """Forward over a packed batch: returns (o (total_q, H, D), lse (H, total_q) float32)."""
    _check_packed(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k)
    q4, k4, v4 = _as_batch(q), _as_batch(k), _as_batch(v)
    _check_inputs(q4, k4, v4, causal_alignment)
    o, lse = _forward(q4, k4, v4, causal, sm_scale, (None,) * 4,
                      dict(causal_alignment=causal_alignment, window_size=window_size, softcap=softcap),
                      (cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k))
    return o[0].permute(1, 0, 2), lse[0]


def flash_attention_varlen_backward(do, q, k, v, o, lse, cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
                                    max_seqlen_k, causal=False, sm_scale=None, *,
                                    causal_alignment="top_left", window_size=(-1, -1), softcap=0.0):
    """Backward over a packed batch: returns (dq, dk, dv) shaped like q, k, v."""
    _check_packed(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k)
    if do.shape != q.shape or o.shape != q.shape or lse.shape != (q.shape[1], q.shape[0]):
        raise ValueError(f"do {tuple(do.shape)} and o {tuple(o.shape)} must match q {tuple(q.shape)}, "
                         f"lse {tuple(lse.shape)} must be {(q.shape[1], q.shape[0])}")
    q4, k4, v4 = _as_batch(q), _as_batch(k), _as_batch(v)
    dq, dk, dv = _backward(_as_batch(do), q4, k4, v4, _as_batch(o), lse.unsqueeze(0), causal, sm_scale,
                           dict(causal_alignment=causal_alignment, window_size=window_size, softcap=softcap),
                           (cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k))
    return dq[0].permute(1, 0, 2), dk[0].permute(1, 0, 2), dv[0].permute(1, 0, 2)


class _VarlenAttention(torch.autograd.Function):
    @staticmethod
    def forward(ctx, q, k, v, cu_q, cu_k, max_q, max_k, causal, sm_scale, options):
        o, lse = flash_attention_varlen_forward(q, k, v, cu_q, cu_k, max_q, max_k, causal, sm_scale, **options)
        ctx.save_for_backward(q, k, v, o, lse, cu_q, cu_k)
        ctx.args = (max_q, max_k, causal, sm_scale, options)
        return o

    @staticmethod
    @torch.autograd.function.once_differentiable
    def backward(ctx, do):
        q, k, v, o, lse, cu_q, cu_k = ctx.saved_tensors
        max_q, max_k, causal, sm_scale, options = ctx.args
        dq, dk, dv = flash_attention_varlen_backward(do, q, k, v, o, lse, cu_q, cu_k, max_q, max_k, causal,
                                                     sm_scale, **options)
        return dq, dk, dv, None, None, None, None, None, None, None


def attention_varlen(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, causal=False,
                     sm_scale=None, *, causal_alignment="top_left", window_size=(-1, -1), softcap=0.0):
    """Differentiable attention over a packed variable-length batch (see the module docstring)."""
    options = dict(causal_alignment=causal_alignment, window_size=window_size, softcap=softcap)
    return _VarlenAttention.apply(q, k, v, cu_seqlens_q, cu_seqlens_k, int(max_seqlen_q), int(max_seqlen_k),
                                  bool(causal), sm_scale, options)
