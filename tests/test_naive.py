"""The naive baseline and the float64 reference agree with torch SDPA, including causal alignment."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from reference_kernels.naive import causal_mask, naive_attention, reference_attention_fp64  # noqa: E402

F = torch.nn.functional


def _qkv(seed, Lq, Lk, D=16, dtype=torch.float64):
    g = torch.Generator().manual_seed(seed)
    return [torch.randn(2, 3, L, D, generator=g, dtype=dtype) for L in (Lq, Lk, Lk)]


@pytest.mark.parametrize("Lq,Lk", [(1, 1), (17, 17), (17, 40), (40, 17)])
@pytest.mark.parametrize("causal", [False, True])
def test_matches_sdpa(Lq, Lk, causal):
    q, k, v = _qkv(1, Lq, Lk)
    ref = F.scaled_dot_product_attention(q, k, v, is_causal=causal, scale=0.3)
    assert torch.allclose(naive_attention(q, k, v, causal, 0.3), ref, atol=1e-12)
    o, lse = reference_attention_fp64(q, k, v, causal, 0.3)
    assert torch.allclose(o, ref, atol=1e-12)
    s = 0.3 * q @ k.transpose(-2, -1)
    if causal:
        s = s.masked_fill(~causal_mask(Lq, Lk), float("-inf"))
    assert torch.allclose(lse, torch.logsumexp(s, -1), atol=1e-12)


def test_causal_mask_alignments():
    assert torch.equal(causal_mask(2, 3), torch.tensor([[1, 0, 0], [1, 1, 0]], dtype=torch.bool))
    assert torch.equal(causal_mask(2, 3, alignment="bottom_right"),
                       torch.tensor([[1, 1, 0], [1, 1, 1]], dtype=torch.bool))


def test_rows_without_keys_are_zero_with_finite_grads():
    q, k, v = (t.requires_grad_() for t in _qkv(2, 9, 4))
    o = naive_attention(q, k, v, True, causal_alignment="bottom_right")
    assert torch.all(o[:, :, :5] == 0) and torch.isfinite(o).all()
    o.sum().backward()
    assert all(torch.isfinite(t.grad).all() for t in (q, k, v))
    o64, lse = reference_attention_fp64(q, k, v, True, causal_alignment="bottom_right")
    assert torch.allclose(o64, o.detach()) and torch.all(lse[:, :, :5] == float("-inf"))


def test_naive_runs_in_input_dtype():
    q, k, v = _qkv(3, 8, 8, dtype=torch.float16)
    assert naive_attention(q, k, v).dtype == torch.float16
