"""The Hopper forward's persistent schedules on the GPU (reference_kernels/hopper_schedule.py):
round-robin, the host's LPT table and the in-kernel snake order compute the same function as
float64 attention on causal shapes (GQA, MQA, Lq > Lk top-left, Lq < Lk bottom-right), with grids
shrunk so that every program runs several uneven tiles, and give the same bits as the per-tile
grid and as themselves on a second call. Without an sm_90 GPU only the table cache runs."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("triton")

from reference_kernels import flash_attention_hopper as hopper  # noqa: E402
from reference_kernels import hopper_schedule as hs  # noqa: E402
from reference_kernels.naive import naive_attention, reference_attention_fp64  # noqa: E402
from test_flash_attention import _check, _expand_kv, _inputs  # noqa: E402

SM90 = torch.cuda.is_available() and torch.cuda.get_device_capability() == (9, 0) and hopper.AVAILABLE
sm90 = pytest.mark.skipif(not SM90, reason="needs an sm_90 (Hopper) GPU and Triton's Gluon")
DTYPES = [torch.float16, torch.bfloat16]
BASE = {64: (4, False, 2, True, 128, 4), 128: (2, False, 2, True, 128, 0)}  # the causal picks' family
SHAPES = [  # (B, H, H_kv, Lq, Lk, align, programs)
    (2, 4, 1, 1024, 1024, "top_left", 5),       # MQA, 64 tiles on 5 programs
    (1, 6, 2, 2048, 1024, "top_left", 7),       # GQA 3, Lq > Lk: late rows see every key
    (1, 4, 4, 512, 1536, "bottom_right", 3),    # Lq < Lk, the diagonal offset by 1024
    (3, 2, 2, 1280, 1280, "top_left", None),    # a grid of one program per multiprocessor
]


def test_every_schedule_config_is_a_candidate():
    for d, base in BASE.items():
        for mode in (hs.PER_TILE, hs.ROUND_ROBIN, hs.LPT, hs.SNAKE, hs.LPT_L2):
            assert base + (mode, ) in hopper.CANDIDATES[d]


@pytest.mark.gpu
@sm90
@pytest.mark.parametrize("dtype", DTYPES, ids=["fp16", "bf16"])
@pytest.mark.parametrize("D", [64, 128])
@pytest.mark.parametrize("mode", [hs.ROUND_ROBIN, hs.LPT, hs.SNAKE, hs.LPT_L2],
                         ids=["round_robin", "lpt", "snake", "lpt_l2"])
def test_gpu_schedule_matches_float64_and_per_tile_bits(mode, D, dtype, monkeypatch):
    # LPT_L2: an L2 of 1 byte makes every K/V group its own section, so the sections show.
    monkeypatch.setattr(hopper, "_l2_bytes", lambda index: 1)
    for i, (B, H, Hkv, Lq, Lk, align, programs) in enumerate(SHAPES):
        q, k, v, _ = _inputs(300 + i, B, H, Lq, Lk, D, dtype, Hkv=Hkv)
        assert hopper.supports(q, k, v, True, align, (-1, -1), 0.0)
        junk = torch.full_like(q, float("nan"))  # poison: o reuses this block, unwritten rows show
        del junk
        o, lse = hopper.forward(q, k, v, True, None, align, BASE[D] + (mode, ), programs=programs)
        o2, lse2 = hopper.forward(q, k, v, True, None, align, BASE[D] + (mode, ), programs=programs)
        assert torch.equal(o, o2) and torch.equal(lse, lse2), "not bit-for-bit repeatable"
        o_tile, lse_tile = hopper.forward(q, k, v, True, None, align, BASE[D] + (hs.PER_TILE, ))
        assert torch.equal(o, o_tile) and torch.equal(lse, lse_tile), "math differs from the per-tile grid"
        kk, vv = _expand_kv(k, H), _expand_kv(v, H)
        o64 = naive_attention(q.double(), kk.double(), vv.double(), True, causal_alignment=align)
        same = naive_attention(q, kk, vv, True, causal_alignment=align)
        _check(f"o {B, H, Hkv, Lq, Lk, align, programs}", o, o64, same, dtype)
        _, lse64 = reference_attention_fp64(q, kk, vv, True, causal_alignment=align)
        assert (lse.double() - lse64).abs().max().item() <= 1e-3


@pytest.mark.gpu
@sm90
@pytest.mark.parametrize("mode", [hs.LPT, hs.SNAKE, hs.LPT_L2], ids=["lpt", "snake", "lpt_l2"])
def test_gpu_schedule_full_mask(mode):
    """Without a mask every tile costs the same; the longest-first orders still cover them all."""
    q, k, v, _ = _inputs(400, 2, 4, 1024, 768, 128, torch.bfloat16, Hkv=2)
    o, lse = hopper.forward(q, k, v, False, None, "top_left", BASE[128] + (mode, ), programs=6)
    o_tile, lse_tile = hopper.forward(q, k, v, False, None, "top_left", BASE[128] + (hs.PER_TILE, ))
    assert torch.equal(o, o_tile) and torch.equal(lse, lse_tile)


@pytest.mark.gpu
@sm90
def test_gpu_lpt_table_is_cached_per_shape():
    q, k, v, _ = _inputs(401, 1, 2, 1024, 1024, 64, torch.float16)
    hopper._lpt_table.cache_clear()
    for _ in range(3):
        hopper.forward(q, k, v, True, None, "top_left", BASE[64] + (hs.LPT, ), programs=4)
    info = hopper._lpt_table.cache_info()
    assert (info.misses, info.hits) == (1, 2)


@pytest.mark.gpu
@sm90
@pytest.mark.parametrize("mode", [hs.LPT, hs.LPT_L2], ids=["lpt", "lpt_l2"])
def test_gpu_table_schedule_inside_a_cuda_graph_capture(mode):
    """A shape never seen before, first called inside a CUDA-graph capture: the LPT table's host copy
    cannot be captured, so the per-tile grid runs there; replaying the graph gives the eager bits."""
    q, k, v, _ = _inputs(402, 1, 3, 1152, 1152, 128, torch.float16)
    hopper._lpt_table.cache_clear()
    cfg = BASE[128] + (mode, )
    stream = torch.cuda.Stream()
    with torch.cuda.stream(stream):  # capture must not run on the default stream
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph, stream=stream):
            o, lse = hopper.forward(q, k, v, True, None, "top_left", cfg)
    graph.replay()
    torch.cuda.synchronize()
    assert hopper._lpt_table.cache_info().misses == 0  # no table was built while capturing
    o_eager, lse_eager = hopper.forward(q, k, v, True, None, "top_left", cfg)
    assert torch.equal(o, o_eager) and torch.equal(lse, lse_eager)
