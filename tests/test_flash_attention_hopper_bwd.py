"""The Hopper (sm_90) backward in reference_kernels/flash_attention_hopper_bwd.py: the same gradients
as the portable backward, checked with the rule of tests/test_flash_attention.py (2x PyTorch's own
same-dtype error plus a floor, against float64), bit-for-bit repeatable, and dispatched to only
where it applies. Without an sm_90 GPU only the CPU-side checks run."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("triton")

from reference_kernels import flash_attention_hopper_bwd as hb  # noqa: E402
from reference_kernels.flash_attention import flash_attention_backward, flash_attention_forward  # noqa: E402
from reference_kernels.naive import naive_attention  # noqa: E402
from reference_kernels.bench_hopper_bwd import _tag  # noqa: E402
from test_flash_attention import _check, _expand_kv, _inputs  # noqa: E402

SM90 = torch.cuda.is_available() and torch.cuda.get_device_capability() == (9, 0) and hb.AVAILABLE
sm90 = pytest.mark.skipif(not SM90, reason="needs an sm_90 (Hopper) GPU and Triton's Gluon")
DTYPES = [torch.float16, torch.bfloat16]


def test_imports_and_refuses_cpu_tensors():
    q = torch.randn(1, 2, 128, 64)
    assert isinstance(hb.AVAILABLE, bool)
    assert not hb.supports(q, q, q, False, "top_left", (-1, -1), 0.0)
    assert not hb.wanted(q, q, q, True)


def test_cpu_backward_never_dispatches(monkeypatch):
    """On the CPU the portable backward runs (here under Triton's interpreter, when it is on)."""
    calls = []
    monkeypatch.setattr(hb, "backward", lambda *a, **kw: calls.append(1))
    monkeypatch.setattr(hb, "DISPATCH_MIN_LEN", {key: 0 for key in hb.DISPATCH_MIN_LEN})
    q = torch.randn(1, 2, 128, 64)
    assert not hb.wanted(q, q, q, False)
    assert not calls


def test_configs_are_candidates_and_fit():
    for d, cfg in list(hb.CONFIG.items()) + list(hb.CONFIG_FUSED.items()):
        assert cfg in hb.CANDIDATES[d]
    for d in hb.CONFIG:
        for causal in (False, True):
            assert hb.pick(d, causal, 128, 128) == hb.CONFIG[d]
            if d in hb.CONFIG_FUSED:
                n = hb.FUSED_MIN_LEN[(d, causal)]
                assert hb.pick(d, causal, n, n) == hb.pick(d, causal, n, 4 * n) == hb.CONFIG_FUSED[d]
                for lq, lk in ((n - 128, n - 128), (128, 4 * n), (4 * n, 128)):
                    assert hb.pick(d, causal, lq, lk) == hb.CONFIG[d]
                # grouped K/V heads: the fused causal order would make later key blocks wait
                assert hb.pick(d, causal, n, n, group=4) == (hb.CONFIG[d] if causal else hb.CONFIG_FUSED[d])
    for d, cands in hb.CANDIDATES.items():
        for bm, stages_kv, bn, stages_q in cands:
            fused = bn == hb.FUSED
            assert hb.KEYS % bm == 0 and hb.ROWS % 64 == 0 and (fused or 128 % bn == 0)
            assert not fused or (bm == hb.HALF and stages_q >= 0), "the fused dQ takes 64-row query tiles"
            # dK/dV: K, V; the Q, dO ring; LSE, Delta; the fused dS^T buffers (2 x 2 consumers x 64 x BM)
            dkdv = 2 * d * (2 * hb.KEYS + 2 * stages_kv * bm) + 2 * 4 * stages_kv * bm + fused * 2 * 4 * 64 * bm
            dq = 2 * d * (2 * hb.ROWS + 2 * stages_q * bn)
            assert max(dkdv, dq) <= 227 * 1024, (d, bm, stages_kv, bn, stages_q)
    for key, n in hb.DISPATCH_MIN_LEN.items():
        assert n is None or n >= 0, key


def _grads64(q, k, v, do, causal, align):
    H = q.shape[1]
    q64, k64, v64 = (t.detach().double().requires_grad_() for t in (q, k, v))
    o64 = naive_attention(q64, _expand_kv(k64, H), _expand_kv(v64, H), causal, causal_alignment=align)
    o64.backward(do.double())
    qt, kt, vt = (t.detach().clone().requires_grad_() for t in (q, k, v))
    ot = naive_attention(qt, _expand_kv(kt, H), _expand_kv(vt, H), causal, causal_alignment=align)
    ot.backward(do)
    return (q64.grad, k64.grad, v64.grad), (qt.grad, kt.grad, vt.grad)


SHAPES = [  # (B, H, H_kv, Lq, Lk, align)
    (2, 4, 4, 256, 256, "top_left"),
    (1, 8, 2, 512, 1024, "bottom_right"),  # GQA 4; keys before the first row's diagonal
    (1, 4, 1, 384, 384, "top_left"),       # MQA; 3 key blocks
    (1, 2, 2, 1024, 512, "top_left"),      # more queries than keys
]


@pytest.mark.gpu
@sm90
@pytest.mark.parametrize("dtype", DTYPES, ids=["fp16", "bf16"])
@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
@pytest.mark.parametrize("D,config", [(d, c) for d, cs in hb.CANDIDATES.items() for c in cs],
                         ids=lambda x: str(x) if isinstance(x, int) else _tag(x))
def test_gpu_hopper_bwd_matches_float64(D, config, causal, dtype):
    for i, (B, H, Hkv, Lq, Lk, align) in enumerate(SHAPES):
        q, k, v, do = _inputs(200 + i, B, H, Lq, Lk, D, dtype, Hkv=Hkv)
        assert hb.supports(q, k, v, causal, align, (-1, -1), 0.0)
        o, lse = flash_attention_forward(q, k, v, causal, causal_alignment=align)
        junk = [torch.full_like(t, float("nan")) for t in (q, k, v)]  # poison what the allocator hands out
        del junk
        got = hb.backward(do, q, k, v, o, lse, causal, None, align, config)
        again = hb.backward(do, q, k, v, o, lse, causal, None, align, config)
        assert all(torch.equal(a, b) for a, b in zip(got, again)), "not bit-for-bit repeatable"
        ref64, same = _grads64(q, k, v, do, causal, align)
        for name, g, r, s in zip(("dq", "dk", "dv"), got, ref64, same):
            assert g.shape == r.shape and g.dtype == dtype
            _check(f"{name} {B, H, Hkv, Lq, Lk, align}", g, r, s, dtype)


@pytest.mark.gpu
@sm90
def test_gpu_dispatch_rule(monkeypatch):
    q, k, v, do = _inputs(9, 1, 2, 1024, 1024, 128, torch.float16)
    o, lse = flash_attention_forward(q, k, v)
    short = _inputs(9, 1, 2, 512, 512, 64, torch.float16)[:3]
    assert hb.wanted(q, k, v, True) and not hb.wanted(*short, True)  # the measured rule: from N = 1024
    calls = []
    real = hb.backward
    monkeypatch.setattr(hb, "backward", lambda *a, **kw: calls.append(1) or real(*a, **kw))
    monkeypatch.setattr(hb, "DISPATCH_MIN_LEN", {key: 0 for key in hb.DISPATCH_MIN_LEN})
    fast = flash_attention_backward(do, q, k, v, o, lse)
    assert calls == [1]
    monkeypatch.setenv("REFERENCE_KERNELS_HOPPER", "0")
    port = flash_attention_backward(do, q, k, v, o, lse)
    assert calls == [1]
    for a, b in zip(fast, port):
        assert (a.float() - b.float()).abs().max().item() < 2e-2
    monkeypatch.delenv("REFERENCE_KERNELS_HOPPER")
    # Not taken: a ragged length, a window, a soft-cap, explicit tiles, fp32, a strided input.
    assert not hb.wanted(q[:, :, :1000], k[:, :, :1000], v[:, :, :1000], False)
    assert not hb.wanted(q, k, v, False, window_size=(256, 0))
    assert not hb.wanted(q, k, v, False, softcap=30.0)
    assert not hb.wanted(q.float(), k.float(), v.float(), False)
    assert not hb.wanted(q.transpose(1, 2).contiguous().transpose(1, 2), k, v, False)
    flash_attention_backward(do, q, k, v, o, lse, dkdv_config=(64, 64, 4, 3))
    assert calls == [1]
    # The measured rule: a (head dim, causal) pair with no length never dispatches.
    monkeypatch.setattr(hb, "DISPATCH_MIN_LEN", {key: None for key in hb.DISPATCH_MIN_LEN})
    assert not hb.wanted(q, k, v, False)


def test_fused_head_groups_divide_the_heads():
    """The fused grid's launch groups: a divisor of the heads, as many as fill the multiprocessors
    with the wanted key blocks of each, at least one."""
    assert hb._head_group(64, 8, 132) == 16      # 132 // 8 = 16 heads, 8 key blocks each
    assert hb._head_group(64, 4, 132) == 32      # 33 does not divide 64
    assert hb._head_group(48, 8, 132) == 16
    assert hb._head_group(7, 8, 132) == 7
    assert hb._head_group(13, 8, 132) == 13
    assert hb._head_group(17, 8, 132) == 1       # a prime above the wanted 16: one head at a time
    assert hb._head_group(64, 200, 132) == 1
    assert hb._head_group(64, hb.BLOCKS_IN_FLIGHT, 132) == 4
    for bh in range(1, 130):
        for p in (1, 4, 8, 16, 32):
            g = hb._head_group(bh, p, 132)
            assert 1 <= g <= bh and bh % g == 0 and g <= max(1, 132 // p)


@pytest.mark.gpu
@sm90
@pytest.mark.skipif(not hb.FUSED_AVAILABLE, reason="this Triton's Gluon has no TMA reduce-add")
@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
@pytest.mark.parametrize("blocks_in_flight", [0, 8])
@pytest.mark.parametrize("shape", [(4, 16, 16, 2048, 2048, "top_left"), (4, 8, 2, 2048, 4096, "bottom_right")],
                         ids=["16-heads", "gqa4-bottom-right"])
def test_gpu_fused_order_holds_with_many_key_blocks(causal, blocks_in_flight, shape):
    """The fused config's ordered dQ sums with 16 or 32 key blocks per head and more programs than fit
    on the GPU at once (later key blocks start while earlier ones still run), also with GQA and
    bottom-right alignment with Lk > Lq (the blocks that see every row start together), with the
    causal mask's query tiles walked last to first: three
    calls, the same bits, and gradients within rounding of the unfused config's (dQ sums in another
    order)."""
    B, H, Hkv, Lq, Lk, align = shape
    q, k, v, do = _inputs(31, B, H, Lq, Lk, 128, torch.float16, Hkv=Hkv)
    o, lse = flash_attention_forward(q, k, v, causal, causal_alignment=align)
    fused = (64, 2, hb.FUSED, blocks_in_flight)
    runs = [hb.backward(do, q, k, v, o, lse, causal, None, align, fused) for _ in range(3)]
    for again in runs[1:]:
        assert all(torch.equal(a, b) for a, b in zip(runs[0], again)), "not bit-for-bit repeatable"
    other = hb.backward(do, q, k, v, o, lse, causal, None, align, hb.CANDIDATES[128][0])
    for name, a, b in zip(("dq", "dk", "dv"), runs[0], other):
        assert (a.float() - b.float()).abs().max().item() < 2e-2, name
