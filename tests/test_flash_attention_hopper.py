"""The Hopper (sm_90) forward in reference_kernels/flash_attention_hopper.py: the same function as
the portable kernel, checked with the same rule as tests/test_flash_attention.py (2x PyTorch's own
same-dtype error plus a floor; lse within 1e-3), bit-for-bit repeatable, and dispatched to only
where it applies. Without an sm_90 GPU only the CPU-side checks run (import, refusal, the
exponential's arithmetic)."""

from __future__ import annotations

import struct

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("triton")

from reference_kernels import flash_attention_hopper as hopper  # noqa: E402
from reference_kernels.flash_attention import flash_attention_forward  # noqa: E402
from reference_kernels.naive import naive_attention, reference_attention_fp64  # noqa: E402
from test_flash_attention import FA_SEQ_PAIRS, _check, _expand_kv, _inputs, _run_and_check  # noqa: E402

SM90 = torch.cuda.is_available() and torch.cuda.get_device_capability() == (9, 0) and hopper.AVAILABLE
sm90 = pytest.mark.skipif(not SM90, reason="needs an sm_90 (Hopper) GPU and Triton's Gluon")
DTYPES = [torch.float16, torch.bfloat16]


def test_imports_and_refuses_cpu_tensors():
    q = torch.randn(1, 2, 128, 64)
    assert isinstance(hopper.AVAILABLE, bool)
    assert not hopper.supports(q, q, q, False, "top_left", (-1, -1), 0.0)
    assert not hopper.wanted(q, q, q, True)


def test_register_split_fits_the_register_file():
    for nc in (2, 3):
        maxnreg, regs = hopper._registers(nc)
        assert maxnreg * 128 * (nc + 1) <= 65536
        assert regs * 128 * nc + 24 * 128 <= maxnreg * 128 * (nc + 1) and regs % 8 == 0
    assert hopper._registers(2) == (168, 240)


def test_every_config_is_a_candidate():
    for (d, _causal), cfg in hopper.CONFIG.items():
        assert cfg in hopper.CANDIDATES[d]
    for (d, _causal), (_length, cfg) in hopper.CONFIG_LONG.items():
        assert cfg in hopper.CANDIDATES[d]
    for (d, _causal), (_per_sm, cfg) in hopper.FEW_TILES.items():
        assert cfg in hopper.CANDIDATES[d]


def test_pick_by_length():
    """Causal: the LPT_L2 persistent schedule below 16384 (v8), the per-tile grid from there (v8) at
    head dim 128. Head dim 64, both masks: three consumers of 128-key tiles taking turns (v16) on the
    LPT_L2 table, given 1.5 or more of their 192-row tiles per multiprocessor; below, two-consumer
    configs. Full mask at head dim 128: one config, dispatched from N = 1024."""
    assert hopper.pick(128, True, 4096)[6] == hopper.LPT_L2
    assert hopper.pick(128, True, 16383) == hopper.CONFIG[(128, True)]
    assert hopper.pick(128, True, 16384)[6] == hopper.PER_TILE
    three = (4, True, 3, False, 128, 0, hopper.LPT_L2)
    for causal in (False, True):
        assert hopper.pick(64, causal, 4096) == hopper.pick(64, causal, 16384) == three  # heads unknown: many
        for heads, n in ((128, 4096), (64, 8192), (32, 16384), (3, 16384), (6, 8192), (12, 4096)):
            assert hopper.pick(64, causal, n, heads, 132) == three  # measured: 1.95 to 21 tiles per SM
        assert hopper.pick(64, causal, 4096, 9, 132) == three  # 9 x 22 = 198 = 1.5 x 132
    two_lpt, two_tile = hopper.CANDIDATES[64][8], hopper.CANDIDATES[64][0]
    assert two_lpt[2] == two_tile[2] == 2 and two_lpt[6] == hopper.LPT_L2 and two_tile[6] == hopper.PER_TILE
    assert hopper.pick(64, True, 4096, 8, 132) == two_lpt  # 8 x 22 = 176 tiles: 1.33 per SM
    assert hopper.pick(64, True, 4096, 17, 264) == two_lpt  # 17 x 22 = 374 < 1.5 x 264 = 396
    assert hopper.pick(64, True, 16384, 2, 132) == hopper.pick(64, True, 32768, 1, 132) == two_lpt
    assert hopper.pick(64, False, 4096, 8, 132) == hopper.pick(64, False, 16384, 2, 132) == two_tile
    assert hopper.pick(128, True, 4096, 2, 132) == hopper.CONFIG[(128, True)]  # the rule is head dim 64's
    assert hopper.pick(128, False, 4096, 2, 132) == hopper.CONFIG[(128, False)]
    for d in (64, 128):
        assert hopper.pick(d, False, 16384) == hopper.pick(d, False, 1024) == hopper.CONFIG[(d, False)]
    assert hopper.DISPATCH_MIN_LEN[(64, False)] == 2048  # the shortest length the config was measured at


def test_overlap_modes_of_the_candidates():
    """OVERLAP is 0/False, 1/True or 2 (the pinned order); every pinned candidate has its unpinned twin's
    arithmetic, so the GPU test compares the two bit for bit."""
    for d, cands in hopper.CANDIDATES.items():
        assert all(int(c[3]) in (0, 1, 2) for c in cands)
        assert any(c[3] == 2 for c in cands)


def _f32(hexword):
    """PTX's 0fXXXXXXXX float literal as a Python float."""
    return struct.unpack(">f", bytes.fromhex(hexword[2:]))[0]


def test_polynomial_exp2_matches_exp2():
    """The FMA-unit exponential, step by step in float32 as the PTX does it."""
    np = pytest.importorskip("numpy")
    c0, c1, c2, c3 = (np.float32(_f32(h)) for h in hopper._POLY)
    x = np.linspace(-120, 0, 200_001, dtype=np.float32)
    magic = np.float32(12582912.0)  # 1.5 * 2**23
    f = np.maximum(x, np.float32(-126))
    t = (f + magic).astype(np.float32)
    frac = (f - (t - magic)).astype(np.float32)
    p = (((c3 * frac + c2) * frac + c1) * frac + c0).astype(np.float32)
    got = (p.view(np.int32) + (t.view(np.int32) << 23)).view(np.float32)
    rel = np.abs(got / np.exp2(x.astype(np.float64)) - 1)
    assert rel.max() < 1e-4  # under half an fp16 ulp (4.9e-4) of P
    asm = hopper._exp2_asm(4)
    assert asm.count("ex2.approx") == 3 and "fma.rn" in asm


def _fresh_forward(q, k, v, causal, align, config):
    # Poison: the caching allocator hands o the block freed here, so unwritten rows show as NaN.
    junk = torch.full_like(q, float("nan"))
    del junk
    return hopper.forward(q, k, v, causal, None, align, config)


SHAPES = [  # (B, H, H_kv, Lq, Lk, align)
    (2, 4, 4, 256, 256, "top_left"),
    (1, 8, 2, 512, 1024, "bottom_right"),
    (1, 4, 1, 1152, 1152, "top_left"),  # 1152 = 6 x 192: three consumer warpgroups, no tail
    (1, 2, 2, 1280, 1280, "top_left"),  # 1280 % 192 != 0: a tile with rows outside the head (the last
                                        # with the full mask, the first with the causal one)
]


@pytest.mark.gpu
@sm90
@pytest.mark.parametrize("dtype", DTYPES, ids=["fp16", "bf16"])
@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
@pytest.mark.parametrize("D,config", [(d, c) for d, cs in hopper.CANDIDATES.items() for c in cs],
                         ids=lambda x: str(x) if isinstance(x, int) else "s{}p{:d}c{}o{:d}n{}e{}P{:d}".format(*x))
def test_gpu_hopper_matches_float64(D, config, causal, dtype):
    for i, (B, H, Hkv, Lq, Lk, align) in enumerate(SHAPES):
        q, k, v, _ = _inputs(100 + i, B, H, Lq, Lk, D, dtype, Hkv=Hkv)
        assert hopper.supports(q, k, v, causal, align, (-1, -1), 0.0)
        o, lse = _fresh_forward(q, k, v, causal, align, config)
        o2, lse2 = hopper.forward(q, k, v, causal, None, align, config)
        assert torch.equal(o, o2) and torch.equal(lse, lse2), "not bit-for-bit repeatable"
        kk, vv = _expand_kv(k, H), _expand_kv(v, H)
        o64 = naive_attention(q.double(), kk.double(), vv.double(), causal, causal_alignment=align)
        same = naive_attention(q, kk, vv, causal, causal_alignment=align)
        _check(f"o {B, H, Hkv, Lq, Lk, align}", o, o64, same, dtype)
        _, lse64 = reference_attention_fp64(q, kk, vv, causal, causal_alignment=align)
        assert (lse.double() - lse64).abs().max().item() <= 1e-3


@pytest.mark.gpu
@sm90
@pytest.mark.parametrize("dtype", DTYPES, ids=["fp16", "bf16"])
@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
@pytest.mark.parametrize("D,config", [(d, c) for d, cs in hopper.CANDIDATES.items() for c in cs if c[3] == 2],
                         ids=lambda x: str(x) if isinstance(x, int) else "s{}p{:d}c{}o{:d}n{}e{}P{:d}".format(*x))
def test_gpu_pinned_overlap_gives_the_same_bits(D, config, causal, dtype):
    """OVERLAP 2 only pins the order of the machine code (the row sum passes through an OR with bit
    63 of the cycle counter, zero): o and lse equal OVERLAP 1's bit for bit."""
    q, k, v, _ = _inputs(77, 2, 4, 1280, 1280, D, dtype, Hkv=2)
    o1, lse1 = hopper.forward(q, k, v, causal, None, "top_left", config[:3] + (1, ) + config[4:])
    o2, lse2 = hopper.forward(q, k, v, causal, None, "top_left", config)
    assert torch.equal(o1, o2) and torch.equal(lse1, lse2)


@pytest.mark.gpu
@sm90
@pytest.mark.parametrize("dtype", DTYPES, ids=["fp16", "bf16"])
@pytest.mark.parametrize("D", [64, 128])
def test_gpu_flash_attn_grid_through_dispatch(D, dtype, monkeypatch):
    """flash-attn's sequence pairs through attention() with gradients, the Hopper forward allowed at
    every length: the pairs that are multiples of 128 take it, the others fall back."""
    monkeypatch.setattr(hopper, "DISPATCH_MIN_LEN", {key: 0 for key in hopper.CONFIG})
    calls = []
    real = hopper.forward
    monkeypatch.setattr(hopper, "forward", lambda *a, **kw: calls.append(a[0].shape) or real(*a, **kw))
    for i, (Lq, Lk) in enumerate(FA_SEQ_PAIRS):
        for H, Hkv in ((8, 8), (8, 2), (8, 1)):
            for causal in (False, True):
                _run_and_check(i * 131 + H * 7 + Hkv, 1, H, Lq, Lk, D, dtype, causal, Hkv=Hkv,
                               align="bottom_right")
    assert calls, "no pair reached the Hopper forward"


@pytest.mark.gpu
@sm90
@pytest.mark.parametrize("H,N,causal,nc", [(32, 2048, False, 3), (128, 4096, True, 3), (32, 16384, True, 3),
                                           (2, 16384, True, 2), (2, 2048, False, 2)],
                         ids=["full-2048", "causal-4096", "causal-16384", "causal-few-heads", "full-few-heads"])
def test_gpu_dispatched_head_dim_64(monkeypatch, H, N, causal, nc):
    """The head-dim-64 picks as the dispatch runs them: three consumers taking turns (192-row tiles) at
    the shortest full-mask length dispatched and at causal lengths that 192 does not divide (each
    head's first tile starts 128 rows before it; 128 and 32 heads: 21 tiles per multiprocessor of an
    H200), two with few heads (under 1.5 tiles per multiprocessor); the portable kernel's answer."""
    q, k, v, _ = _inputs(11, 1, H, N, N, 64, torch.float16)
    assert hopper.wanted(q, k, v, causal) and hopper._grid(q, k, causal, None, None)[0][2] == nc
    o_fast, lse_fast = flash_attention_forward(q, k, v, causal)
    monkeypatch.setenv("REFERENCE_KERNELS_HOPPER", "0")
    o_port, lse_port = flash_attention_forward(q, k, v, causal)
    assert (o_fast.float() - o_port.float()).abs().max().item() < 1e-2
    assert (lse_fast - lse_port).abs().max().item() < 1e-3


@pytest.mark.gpu
@sm90
def test_gpu_dispatch_rule(monkeypatch):
    q, k, v, _ = _inputs(7, 1, 2, 4096, 4096, 128, torch.float16)
    assert hopper.wanted(q, k, v, False)
    o_fast, lse_fast = flash_attention_forward(q, k, v)
    monkeypatch.setenv("REFERENCE_KERNELS_HOPPER", "0")
    assert not hopper.wanted(q, k, v, False)
    o_port, lse_port = flash_attention_forward(q, k, v)
    assert (o_fast.float() - o_port.float()).abs().max().item() < 1e-2
    assert (lse_fast - lse_port).abs().max().item() < 1e-3
    monkeypatch.delenv("REFERENCE_KERNELS_HOPPER")
    # Not taken: a ragged length, a window, a soft-cap, an explicit tile, fp32, a strided input.
    assert not hopper.wanted(q[:, :, :4000], k[:, :, :4000], v[:, :, :4000], False)
    assert not hopper.wanted(q, k, v, False, window_size=(256, 0))
    assert not hopper.wanted(q, k, v, False, softcap=30.0)
    assert not hopper.wanted(q.float(), k.float(), v.float(), False)
    assert not hopper.wanted(q.transpose(1, 2).contiguous().transpose(1, 2), k, v, False)
    calls = []
    monkeypatch.setattr(hopper, "forward", lambda *a, **kw: calls.append(1))
    flash_attention_forward(q, k, v, BLOCK_M=64)
    assert not calls
