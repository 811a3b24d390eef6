"""Decoding over a (paged) KV cache with split-KV, against the float64 reference on the gathered
cache, with the error rule of tests/test_flash_attention.py."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("triton")

from reference_kernels.decode import default_num_splits, flash_decode  # noqa: E402
from reference_kernels.naive import naive_attention, reference_attention_fp64  # noqa: E402
from test_flash_attention import DEVICE, _check, _expand_kv  # noqa: E402


def _cache(seed, lens, Lq, H, Hkv, D, dtype, page_size):
    """Random q and a paged cache: each sequence's pages are scattered in a shuffled pool."""
    g = torch.Generator(device="cpu").manual_seed(seed)
    B = len(lens)
    q = torch.randn(B, Lq, H, D, generator=g)
    pages_per_seq = max(1, -(-max(lens) // page_size))
    pool = B * pages_per_seq + 3
    k_pages = torch.randn(pool, page_size, Hkv, D, generator=g)
    v_pages = torch.randn(pool, page_size, Hkv, D, generator=g)
    order = torch.randperm(pool, generator=g)[:B * pages_per_seq].view(B, pages_per_seq)
    table = order.to(torch.int32)
    seqlens = torch.tensor(lens, dtype=torch.int32)
    return [t.to(DEVICE) for t in (q.to(dtype), k_pages.to(dtype), v_pages.to(dtype), table, seqlens)]


def _dense(k_pages, table, b, L):
    """Keys 0..L-1 of sequence b, gathered from its pages: (1, H_kv, L, D)."""
    j = torch.arange(L, device=k_pages.device)
    ps = k_pages.shape[1]
    return k_pages[table[b, j // ps].long(), j % ps].permute(1, 0, 2).unsqueeze(0)  # (L, H_kv, D) -> (1, H_kv, L, D)


def _reference(q, k_pages, v_pages, table, lens, causal, **options):
    H = q.shape[2]
    outs64, outs_same, lses = [], [], []
    for b, L in enumerate(lens):
        qb = q[b].permute(1, 0, 2).unsqueeze(0)  # (1, H, Lq, D)
        kb, vb = _expand_kv(_dense(k_pages, table, b, L), H), _expand_kv(_dense(v_pages, table, b, L), H)
        # The new rows are the last Lq positions: bottom-right causal alignment.
        o64, lse64 = reference_attention_fp64(qb, kb, vb, causal, causal_alignment="bottom_right", **options)
        same = naive_attention(qb, kb, vb, causal, causal_alignment="bottom_right", **options)
        outs64.append(o64[0].permute(1, 0, 2)), outs_same.append(same[0].permute(1, 0, 2)), lses.append(lse64[0])
    return torch.stack(outs64), torch.stack(outs_same), torch.stack(lses)


DECODE_CASES = [  # (lens, Lq, H, Hkv, D, page_size, num_splits, causal, options)
    ([1, 37, 200], 1, 4, 4, 32, 16, 1, True, {}),
    ([1, 37, 200], 1, 8, 2, 32, 16, 3, True, {}),
    ([64, 130], 4, 8, 1, 64, 32, 2, True, {}),
    ([0, 90, 5], 2, 4, 2, 40, 48, 4, True, {}),
    ([150, 33], 3, 4, 2, 32, 16, 3, False, {}),
    ([150, 77], 1, 4, 1, 32, 64, 2, True, {"window_size": (40, -1), "softcap": 5.0}),
]


@pytest.mark.parametrize("case", DECODE_CASES, ids=lambda c: f"L{c[0]}q{c[1]}H{c[2]}kv{c[3]}d{c[4]}p{c[5]}s{c[6]}")
def test_decode_paged_split_kv(case):
    lens, Lq, H, Hkv, D, page_size, splits, causal, options = case
    q, kp, vp, table, seqlens = _cache(hash(str(case)) % 10_000, lens, Lq, H, Hkv, D, torch.float16, page_size)
    window_left = options.get("window_size", (-1, -1))[0]
    o, lse = flash_decode(q, kp, vp, seqlens, block_table=table, causal=causal, num_splits=splits,
                          window_left=window_left, softcap=options.get("softcap", 0.0))
    o64, same, lse64 = _reference(q, kp, vp, table, lens, causal, **options)
    _check("o", o, o64, same, torch.float16)
    assert torch.equal(torch.isinf(lse), torch.isinf(lse64)), "lse: -inf rows differ"
    fin = torch.isfinite(lse64)
    if fin.any():
        assert (lse[fin].double() - lse64[fin]).abs().max().item() <= 1e-3


def test_decode_contiguous_cache_and_split_invariance():
    lens, Lq, H, Hkv, D = [100, 7], 2, 4, 2, 32
    q, kp, vp, table, seqlens = _cache(9, lens, Lq, H, Hkv, D, torch.float32, 16)
    k = torch.stack([_dense(kp, table, b, 100)[0].permute(1, 0, 2) for b in range(2)])
    v = torch.stack([_dense(vp, table, b, 100)[0].permute(1, 0, 2) for b in range(2)])
    one, _ = flash_decode(q, k, v, seqlens, num_splits=1)
    many, _ = flash_decode(q, k, v, seqlens, num_splits=5)
    paged, _ = flash_decode(q, kp, vp, seqlens, block_table=table, num_splits=3)
    assert (one - many).abs().max().item() < 1e-5 and (one - paged).abs().max().item() < 1e-5


def test_decode_bad_inputs_and_split_heuristic():
    q, kp, vp, table, seqlens = _cache(4, [20], 1, 4, 2, 32, torch.float16, 16)
    with pytest.raises(ValueError, match="int32"):
        flash_decode(q, kp, vp, seqlens.long(), block_table=table)
    with pytest.raises(ValueError, match="capacity"):
        flash_decode(q, kp, vp, torch.tensor([999], dtype=torch.int32, device=q.device), block_table=table)
    with pytest.raises(ValueError, match="multiple of the cache"):
        flash_decode(q[:, :, :3], kp, vp, seqlens, block_table=table)
    with pytest.raises(ValueError, match="prefill"):
        flash_decode(q.expand(1, 80, 4, 32).contiguous(), kp, vp, seqlens, block_table=table)
    assert default_num_splits(1, 8, 128 * 1024, 132) == 33
    assert default_num_splits(64, 8, 4096, 132) == 1
    assert default_num_splits(1, 1, 100, 132) == 1


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=["fp16", "bf16"])
@pytest.mark.parametrize("case", [([131072, 5000], 1, 32, 8, 128, 16), ([70000, 1], 16, 8, 1, 128, 256),
                                  ([32768] * 4, 4, 64, 8, 128, 64), ([9000, 20000], 1, 16, 16, 96, 32)],
                         ids=lambda c: f"L{max(c[0])}q{c[1]}H{c[2]}kv{c[3]}d{c[4]}p{c[5]}")
def test_gpu_decode_long_paged(case, dtype):
    lens, Lq, H, Hkv, D, page_size = case
    q, kp, vp, table, seqlens = _cache(1, lens, Lq, H, Hkv, D, dtype, page_size)
    o, _ = flash_decode(q, kp, vp, seqlens, block_table=table)
    o64, same, _ = _reference(q, kp, vp, table, lens, True)
    _check("o", o, o64, same, dtype)
