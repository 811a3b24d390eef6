"""Packed variable-length batches (flash-attn's varlen API) against each sequence run alone
through the float64 reference, with the same error rule as tests/test_flash_attention.py."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("triton")

from reference_kernels.naive import naive_attention  # noqa: E402
from reference_kernels.varlen import attention_varlen, flash_attention_varlen_forward  # noqa: E402
from test_flash_attention import DEVICE, _check, _expand_kv  # noqa: E402


def _pack(seed, lens_q, lens_k, H, Hkv, D, dtype):
    g = torch.Generator(device="cpu").manual_seed(seed)
    tq, tk = sum(lens_q), sum(lens_k)
    q, do = (torch.randn(tq, H, D, generator=g) for _ in range(2))
    k, v = (torch.randn(tk, Hkv, D, generator=g) for _ in range(2))
    cu = [torch.tensor([0, *torch.tensor(lens).cumsum(0).tolist()], dtype=torch.int32, device=DEVICE)
          for lens in (lens_q, lens_k)]
    return [t.to(DEVICE, dtype) for t in (q, k, v, do)] + cu


def _run(seed, lens_q, lens_k, H, Hkv, D, dtype, causal, **options):
    q, k, v, do, cu_q, cu_k = _pack(seed, lens_q, lens_k, H, Hkv, D, dtype)
    qf, kf, vf = (t.detach().clone().requires_grad_() for t in (q, k, v))
    of = attention_varlen(qf, kf, vf, cu_q, cu_k, max(lens_q), max(lens_k), causal, **options)
    of.backward(do)
    outs = {"o": [], "dq": [], "dk": [], "dv": []}
    refs = {n: [] for n in outs}
    same = {n: [] for n in outs}
    for b in range(len(lens_q)):
        qs, ks = slice(cu_q[b], cu_q[b + 1]), slice(cu_k[b], cu_k[b + 1])
        # One sequence alone, (1, H, L, D), through the float64 reference and PyTorch in the same dtype.
        for store, conv in ((refs, torch.float64), (same, dtype)):
            qb, kb, vb = (t[s].detach().to(conv).permute(1, 0, 2).unsqueeze(0).requires_grad_()
                          for t, s in ((q, qs), (k, ks), (v, ks)))
            ob = naive_attention(qb, _expand_kv(kb, H), _expand_kv(vb, H), causal, **options)
            ob.backward(do[qs].to(conv).permute(1, 0, 2).unsqueeze(0))
            for n, t in (("o", ob), ("dq", qb.grad), ("dk", kb.grad), ("dv", vb.grad)):
                store[n].append(t.detach()[0].permute(1, 0, 2))
    for n, got in (("o", of), ("dq", qf.grad), ("dk", kf.grad), ("dv", vf.grad)):
        _check(n, got, torch.cat(refs[n]), torch.cat(same[n]), dtype)


VARLEN_CASES = [  # (lens_q, lens_k, H, Hkv, D, causal, options)
    ([1, 17, 40, 3], [1, 17, 40, 3], 2, 2, 32, False, {}),
    ([1, 17, 40, 3], [1, 17, 40, 3], 2, 2, 32, True, {}),
    ([5, 33, 2], [20, 7, 40], 4, 2, 40, True, {"causal_alignment": "bottom_right"}),
    ([30, 1, 64], [30, 9, 64], 2, 1, 32, False, {"window_size": (8, 4)}),
    ([0, 12, 0, 25], [3, 12, 0, 25], 2, 2, 32, True, {}),
]


@pytest.mark.parametrize("case", VARLEN_CASES, ids=lambda c: f"q{c[0]}k{c[1]}H{c[2]}kv{c[3]}d{c[4]}{'c' if c[5] else ''}")
def test_varlen_matches_each_sequence_alone(case):
    lens_q, lens_k, H, Hkv, D, causal, options = case
    _run(hash(str(case)) % 10_000, lens_q, lens_k, H, Hkv, D, torch.float16, causal, **options)


def test_varlen_lse_layout_and_bad_inputs():
    q, k, v, _, cu_q, cu_k = _pack(3, [4, 9], [4, 9], 2, 2, 32, torch.float16)
    o, lse = flash_attention_varlen_forward(q, k, v, cu_q, cu_k, 9, 9)
    assert o.shape == q.shape and lse.shape == (2, 13) and lse.dtype == torch.float32
    with pytest.raises(ValueError, match="int32"):
        flash_attention_varlen_forward(q, k, v, cu_q.long(), cu_k, 9, 9)
    with pytest.raises(ValueError, match="rise from 0"):
        flash_attention_varlen_forward(q, k, v, torch.tensor([0, 4, 12], dtype=torch.int32), cu_k, 9, 9)
    with pytest.raises(ValueError, match="max_seqlen_q"):
        flash_attention_varlen_forward(q, k, v, cu_q, cu_k, 4, 9)
    with pytest.raises(ValueError, match="packed 3-D"):
        flash_attention_varlen_forward(q[None], k, v, cu_q, cu_k, 9, 9)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=["fp16", "bf16"])
@pytest.mark.parametrize("causal", [False, True])
def test_gpu_varlen_lengths_1_to_2048_in_one_pack(dtype, causal):
    lens = [1, 2048, 3, 239, 799, 1024, 17, 113, 1023, 256]
    _run(5, lens, lens[::-1][:1] + lens[1:], 8, 2, 128, dtype, causal)
