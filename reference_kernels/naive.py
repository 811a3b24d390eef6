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
    off = Lk - Lq if alignment == "bottom_right" else 0
    i = torch.arange(Lq, device=device)[:, None]
    j = torch.arange(Lk, device=device)[None, :]
    return j <= i + off


def _scores(q, k, causal, sm_scale, alignment):
    scale = 1.0 / math.sqrt(q.shape[-1]) if sm_scale is None else float(sm_scale)
    s = torch.matmul(q, k.transpose(-2, -1)) * scale
    if causal:
        s = s.masked_fill(~causal_mask(q.shape[-2], k.shape[-2], q.device, alignment), float("-inf"))
    return s


def naive_attention(q, k, v, causal=False, sm_scale=None, *, causal_alignment="top_left"):
    """softmax(sm_scale * q k^T) v with S and P stored in full (O(Lq*Lk) memory per head)."""
    s = _scores(q, k, causal, sm_scale, causal_alignment)
    p = torch.softmax(s, dim=-1)
    if causal and causal_alignment == "bottom_right" and q.shape[-2] > k.shape[-2]:
        p = torch.nan_to_num(p, nan=0.0)  # rows with no key: 0, not NaN
    return torch.matmul(p, v)


def reference_attention_fp64(q, k, v, causal=False, sm_scale=None, *, causal_alignment="top_left"):
    """Float64 ground truth: returns (o, lse) in float64; rows with no key give o = 0, lse = -inf."""
    q, k, v = (t.detach().to(torch.float64) for t in (q, k, v))
    s = _scores(q, k, causal, sm_scale, causal_alignment)
    lse = torch.logsumexp(s, dim=-1)
    p = torch.exp(s - torch.where(torch.isinf(lse), 0.0, lse)[..., None])
    return torch.matmul(p, v), lse
