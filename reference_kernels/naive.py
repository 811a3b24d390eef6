"""Standard attention that materialises S and P (the FlashAttention paper's baseline).

``naive_attention`` runs in the input dtype like a user's own PyTorch code (matmuls in that dtype,
softmax through torch.softmax) and is differentiable through autograd; evidence uses it for time,
memory (the B*H*Lq*Lk score matrices) and numerics comparisons, and the tests use it as "PyTorch's own
attention in the same dtype" for the error budget. ``reference_attention_fp64`` is the float64 ground
truth (also returns the natural-log logsumexp).

Causal masks are top-left aligned like SDPA's is_causal (query i sees keys j <= i); rows that see no
key give 0 (softmax of all -inf would be NaN).
"""

from __future__ import annotations

import math

import torch


def causal_mask(Lq: int, Lk: int, device=None, alignment: str = "top_left") -> torch.Tensor:
    """Boolean (Lq, Lk) mask, True where query i may see key j."""
    return visibility_mask(Lq, Lk, device, causal=True, alignment=alignment)


def visibility_mask(Lq: int, Lk: int, device=None, *, causal=False, alignment: str = "top_left",
                    window_size=(-1, -1)) -> torch.Tensor:
    """Boolean (Lq, Lk) mask, True where query i may see key j: j <= i + off when causal (or a
    finite right window edge), j >= i + off - left with a left window edge; off = Lk - Lq under
    bottom_right alignment, else 0 (FlashAttention-2's window_size=(left, right), -1 unbounded)."""
    off = Lk - Lq if alignment == "bottom_right" else 0
    left, right = window_size
    if causal:
        right = 0
    i = torch.arange(Lq, device=device)[:, None]
    j = torch.arange(Lk, device=device)[None, :]
    keep = torch.ones(Lq, Lk, dtype=torch.bool, device=device)
    if right >= 0:
        keep &= j <= i + off + right
    if left >= 0:
        keep &= j >= i + off - left
    return keep


def _scores(q, k, causal, sm_scale, alignment, window_size=(-1, -1), softcap=0.0):
    scale = 1.0 / math.sqrt(q.shape[-1]) if sm_scale is None else float(sm_scale)
    s = torch.matmul(q, k.transpose(-2, -1)) * scale
    if softcap:
        s = softcap * torch.tanh(s / softcap)
    if causal or window_size != (-1, -1):
        mask = visibility_mask(q.shape[-2], k.shape[-2], q.device, causal=causal, alignment=alignment,
                               window_size=tuple(window_size))
        s = s.masked_fill(~mask, float("-inf"))
    return s


def naive_attention(q, k, v, causal=False, sm_scale=None, *, causal_alignment="top_left",
                    window_size=(-1, -1), softcap=0.0):
    """softmax(sm_scale * q k^T) v with S and P stored in full (O(Lq*Lk) memory per head)."""
    s = _scores(q, k, causal, sm_scale, causal_alignment, window_size, softcap)
    p = torch.softmax(s, dim=-1)
    if causal or tuple(window_size) != (-1, -1):
        p = torch.nan_to_num(p, nan=0.0)  # rows with no key: 0, not NaN
    return torch.matmul(p, v)


def reference_attention_fp64(q, k, v, causal=False, sm_scale=None, *, causal_alignment="top_left",
                             window_size=(-1, -1), softcap=0.0):
    """Float64 ground truth: returns (o, lse) in float64; rows with no key give o = 0, lse = -inf."""
    q, k, v = (t.detach().to(torch.float64) for t in (q, k, v))
    s = _scores(q, k, causal, sm_scale, causal_alignment, window_size, softcap)
    lse = torch.logsumexp(s, dim=-1)
    p = torch.exp(s - torch.where(torch.isinf(lse), 0.0, lse)[..., None])
    return torch.matmul(p, v), lse
