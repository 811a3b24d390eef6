"""Reference Triton FlashAttention vs float64 PyTorch on fresh random inputs.

On the CPU the kernels run in Triton's interpreter (tests/conftest.py sets TRITON_INTERPRET=1), so
shapes stay small. Error rule (FlashAttention-2's): the kernel's max error against float64 is at most
2x the error of PyTorch's own attention computed in the same dtype, plus a small absolute floor.
GPU-only cases (bf16, head_dim 128/256, long sequences, real OutOfResources) carry @pytest.mark.gpu.
"""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("triton")

from reference_kernels.flash_attention import (  # noqa: E402
    H200_SMEM_PER_BLOCK,
    TileConfigError,
    attention,
    flash_attention_backward,
    flash_attention_forward,
    smem_bytes,
    validate_tile_config,
)
from reference_kernels.naive import naive_attention, reference_attention_fp64  # noqa: E402

CUDA = torch.cuda.is_available()
DEVICE = "cuda" if CUDA else "cpu"
gpu = pytest.mark.skipif(not CUDA, reason="needs a CUDA GPU")
# Absolute floor of the error rule: a few ulps at the outputs' magnitude (~1), for cases where
# PyTorch's own error is (nearly) zero, e.g. a single key.
FLOOR = {torch.float32: 2e-5, torch.float16: 2e-4, torch.bfloat16: 2e-3}


def _inputs(seed, B, H, Lq, Lk, D, dtype, device=DEVICE, Hkv=None):
    g = torch.Generator(device="cpu").manual_seed(seed)
    Hkv = H if Hkv is None else Hkv
    q, k, v, do = (torch.randn(B, h, L, D, generator=g) for h, L in ((H, Lq), (Hkv, Lk), (Hkv, Lk), (H, Lq)))
    return [t.to(device=device, dtype=dtype) for t in (q, k, v, do)]


def _expand_kv(t, H):
    """K or V of H_kv heads as H query heads (grouped-query attention's meaning, for the references;
    autograd sums each group's gradients back into its K/V head)."""
    return t.repeat_interleave(H // t.shape[1], dim=1)


def _check(name, got, ref64, torch_same_dtype, dtype):
    assert torch.isfinite(got).all(), f"{name}: non-finite values"
    if got.numel() == 0:
        return
    err = (got.double() - ref64).abs().max().item()
    base = (torch_same_dtype.double() - ref64).abs().max().item()
    bound = 2 * base + FLOOR[dtype]
    assert err <= bound, f"{name}: kernel error {err:.3e} > 2 x PyTorch error {base:.3e} + floor"


def _run_and_check(seed, B, H, Lq, Lk, D, dtype, causal, sm_scale=None, align="top_left", grads=True,
                   Hkv=None, **options):
    q, k, v, do = _inputs(seed, B, H, Lq, Lk, D, dtype, Hkv=Hkv)
    options = dict(causal_alignment=align, **options)
    # float64 ground truth, forward and autograd backward
    q64, k64, v64 = (t.detach().double().requires_grad_() for t in (q, k, v))
    o64 = naive_attention(q64, _expand_kv(k64, H), _expand_kv(v64, H), causal, sm_scale, **options)
    # PyTorch's own attention in the same dtype: the error budget
    qt, kt, vt = (t.detach().clone().requires_grad_() for t in (q, k, v))
    ot = naive_attention(qt, _expand_kv(kt, H), _expand_kv(vt, H), causal, sm_scale, **options)
    # the kernel
    qf, kf, vf = (t.detach().clone().requires_grad_() for t in (q, k, v))
    of = attention(qf, kf, vf, causal, sm_scale, **options)
    _check("o", of, o64, ot, dtype)
    _, lse = flash_attention_forward(q, k, v, causal, sm_scale, **options)
    _, lse64 = reference_attention_fp64(q, _expand_kv(k, H), _expand_kv(v, H), causal, sm_scale, **options)
    assert torch.equal(torch.isinf(lse), torch.isinf(lse64)), "lse: -inf rows differ"
    fin = torch.isfinite(lse64)
    assert (lse[fin].double() - lse64[fin]).abs().max().item() <= 1e-3 if fin.any() else True
    if not grads:
        return
    o64.backward(do.double())
    ot.backward(do)
    of.backward(do)
    for n, a, b, c in (("dq", qf, q64, qt), ("dk", kf, k64, kt), ("dv", vf, v64, vt)):
        _check(n, a.grad, b.grad, c.grad, dtype)


CASES = [  # (B, H, Lq, Lk, D, causal)
    (1, 2, 1, 1, 32, True),
    (2, 2, 17, 17, 32, False),
    (2, 2, 17, 17, 64, True),
    (1, 3, 67, 67, 64, False),
    (1, 3, 67, 67, 32, True),
    (1, 2, 130, 130, 32, True),
    (1, 2, 17, 130, 64, True),   # Lq < Lk: last keys unseen under top-left causal
    (1, 2, 130, 67, 32, False),
    (1, 2, 130, 17, 32, True),   # Lq > Lk: rows >= Lk see every key
]


@pytest.mark.parametrize("dtype", [torch.float16, torch.float32], ids=["fp16", "fp32"])
@pytest.mark.parametrize("case", CASES, ids=lambda c: "B{}H{}q{}k{}d{}{}".format(*c[:5], "c" if c[5] else ""))
def test_forward_and_gradients_match_float64(case, dtype):
    B, H, Lq, Lk, D, causal = case
    _run_and_check(hash(case) % 10_000, B, H, Lq, Lk, D, dtype, causal)


# Head dims that are not powers of two (FlashAttention-2 takes any multiple of 8 up to 256: 80, 96,
# 160, 192 and 224 are all in use): the tile is padded in registers and masked, never in memory.
ODD_HEAD_DIM_CASES = [  # (B, H, Lq, Lk, D, causal)
    (1, 2, 17, 17, 8, False),
    (1, 2, 17, 30, 24, True),
    (1, 2, 67, 67, 40, True),
    (1, 1, 33, 33, 80, False),
    (1, 1, 40, 17, 96, True),
]


@pytest.mark.parametrize("dtype", [torch.float16, torch.float32], ids=["fp16", "fp32"])
@pytest.mark.parametrize("case", ODD_HEAD_DIM_CASES, ids=lambda c: "B{}H{}q{}k{}d{}{}".format(*c[:5], "c" if c[5] else ""))
def test_any_head_dim_multiple_of_8(case, dtype):
    B, H, Lq, Lk, D, causal = case
    _run_and_check(hash(case) % 10_000 + 1, B, H, Lq, Lk, D, dtype, causal)


# Grouped-query (H_kv < H) and multi-query (H_kv = 1) attention: K/V are never copied; dK/dV sum
# the gradients of every query head in the group.
GQA_CASES = [  # (B, H, H_kv, Lq, Lk, D, causal)
    (1, 4, 2, 33, 33, 32, False),
    (2, 4, 1, 17, 40, 32, True),
    (1, 8, 2, 40, 17, 64, True),
    (1, 6, 3, 30, 30, 40, False),
]


@pytest.mark.parametrize("case", GQA_CASES, ids=lambda c: "B{}H{}kv{}q{}k{}d{}{}".format(*c[:6], "c" if c[6] else ""))
def test_grouped_and_multi_query_attention(case):
    B, H, Hkv, Lq, Lk, D, causal = case
    _run_and_check(hash(case) % 10_000 + 2, B, H, Lq, Lk, D, torch.float16, causal, Hkv=Hkv)


# Sliding-window (local) attention, FlashAttention-2's window_size=(left, right), alone and with
# causal, both alignments; windows narrower than a block, wider than the sequence, and one-sided.
WINDOW_CASES = [  # (Lq, Lk, (left, right), causal, alignment)
    (67, 67, (8, 8), False, "top_left"),
    (67, 67, (20, -1), True, "top_left"),
    (67, 67, (0, 0), False, "top_left"),
    (40, 90, (16, 4), False, "bottom_right"),
    (90, 40, (5, -1), True, "bottom_right"),
    (33, 70, (-1, 3), False, "top_left"),
    (70, 70, (100, 100), False, "top_left"),
]


@pytest.mark.parametrize("case", WINDOW_CASES, ids=lambda c: "q{}k{}w{}_{}{}{}".format(
    c[0], c[1], c[2][0], c[2][1], "c" if c[3] else "", "br" if c[4] == "bottom_right" else ""))
def test_sliding_window(case):
    Lq, Lk, window, causal, align = case
    _run_and_check(hash(case) % 10_000 + 3, 1, 2, Lq, Lk, 32, torch.float16, causal, align=align,
                   window_size=window)


@pytest.mark.parametrize("causal", [False, True])
def test_logit_softcap(causal):
    # Gemma 2 caps attention logits at 50 with tanh; a small cap here so the cap really bends them.
    _run_and_check(11, 1, 2, 40, 67, 32, torch.float32, causal, sm_scale=1.0, softcap=2.0)
    _run_and_check(12, 1, 2, 40, 40, 40, torch.float16, causal, softcap=5.0, window_size=(9, -1))


def test_window_and_softcap_arguments_are_checked():
    q, k, v, _ = _inputs(20, 1, 2, 16, 16, 32, torch.float16)
    for bad in ((-2, 0), (1,), (1.5, 2), "64"):
        with pytest.raises(ValueError, match="window_size"):
            attention(q, k, v, window_size=bad)
    for bad in (-1.0, float("nan"), "3"):
        with pytest.raises(ValueError, match="softcap"):
            attention(q, k, v, softcap=bad)


def test_gqa_backward_is_deterministic():
    q, k, v, do = _inputs(31, 1, 8, 40, 40, 32, torch.float16, Hkv=2)
    o, lse = flash_attention_forward(q, k, v, True)
    first = flash_attention_backward(do, q, k, v, o, lse, True)
    again = flash_attention_backward(do, q, k, v, o, lse, True)
    assert first[1].shape == k.shape and first[2].shape == v.shape
    assert all(torch.equal(a, b) for a, b in zip(first, again))


@pytest.mark.parametrize("sm_scale", [0.05, 0.6])
@pytest.mark.parametrize("causal", [False, True])
def test_non_default_sm_scale(sm_scale, causal):
    _run_and_check(7, 1, 2, 67, 67, 32, torch.float16, causal, sm_scale=sm_scale)


def test_fully_masked_rows_give_zero_not_nan():
    # Bottom-right alignment (FlashAttention-2's) with Lq > Lk: the first Lq - Lk rows see no key.
    Lq, Lk = 67, 17
    _run_and_check(11, 1, 2, Lq, Lk, 32, torch.float16, True, align="bottom_right")
    q, k, v, _ = _inputs(12, 1, 2, Lq, Lk, 32, torch.float16)
    o, lse = flash_attention_forward(q, k, v, causal=True, causal_alignment="bottom_right")
    assert torch.all(o[:, :, : Lq - Lk] == 0)
    assert torch.all(lse[:, :, : Lq - Lk] == float("-inf"))
    assert torch.isfinite(o).all() and o[:, :, Lq - Lk:].abs().sum() > 0


def test_no_keys_matches_sdpa_zero():
    q, k, v, do = _inputs(13, 1, 2, 17, 0, 32, torch.float32)
    q.requires_grad_()
    o = attention(q, k, v)
    ref = torch.nn.functional.scaled_dot_product_attention(q.detach(), k, v)
    assert torch.equal(o.detach(), ref) and torch.all(o == 0)
    o.backward(do)
    assert torch.all(q.grad == 0)


@pytest.mark.parametrize("Lq,Lk", [(17, 67), (67, 17)])
def test_causal_alignment_matches_sdpa(Lq, Lk):
    q, k, v, _ = _inputs(14, 1, 2, Lq, Lk, 32, torch.float32)
    ref = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
    o = attention(q, k, v, causal=True)
    assert (o - ref).abs().max().item() < 1e-5


@pytest.mark.parametrize("bm,bn", [(16, 64), (64, 16), (16, 16)])
def test_explicit_block_sizes(bm, bn):
    # Other tile shapes move where the unmasked/diagonal split falls; the result must not change.
    q, k, v, _ = _inputs(15, 1, 2, 67, 67, 32, torch.float32)
    ref, lse_ref = reference_attention_fp64(q, k, v, causal=True)
    o, lse = flash_attention_forward(q, k, v, causal=True, BLOCK_M=bm, BLOCK_N=bn, num_warps=4, num_stages=2)
    assert (o.double() - ref).abs().max().item() < 1e-5
    assert (lse.double() - lse_ref).abs().max().item() < 1e-5


def test_noncontiguous_layout():
    # (B, L, H, D) storage viewed as (B, H, L, D): the layout most models hold activations in.
    g = torch.Generator().manual_seed(16)
    q, k, v = (torch.randn(1, 33, 2, 32, generator=g).to(DEVICE).transpose(1, 2) for _ in range(3))
    assert not q.is_contiguous()
    ref, _ = reference_attention_fp64(q, k, v, causal=True)
    assert (attention(q, k, v, causal=True).double() - ref).abs().max().item() < 1e-5


def test_backward_is_deterministic():
    q, k, v, do = _inputs(17, 1, 2, 67, 67, 32, torch.float16)
    o, lse = flash_attention_forward(q, k, v, causal=True)
    first = flash_attention_backward(do, q, k, v, o, lse, causal=True)
    second = flash_attention_backward(do, q, k, v, o, lse, causal=True)
    assert all(torch.equal(a, b) for a, b in zip(first, second))


def test_smem_bytes_formula():
    assert smem_bytes(128, 64, 64, 3) == 2 * 64 * (128 + 2 * 3 * 64)
    assert smem_bytes(64, 32, 128, 2, dtype_bytes=4) == 4 * 128 * (64 + 2 * 2 * 32)
    with pytest.raises(ValueError):
        smem_bytes(0, 64, 64, 3)


def test_tile_config_error_names_sizes_and_memory():
    need = smem_bytes(256, 256, 128, 4)
    assert need > H200_SMEM_PER_BLOCK
    with pytest.raises(TileConfigError) as exc:
        validate_tile_config(256, 256, 128, num_stages=4, num_warps=8, smem_available=H200_SMEM_PER_BLOCK)
    msg = str(exc.value)
    for part in ("BLOCK_M=256", "BLOCK_N=256", "HEAD_DIM=128", "num_stages=4", str(need), str(H200_SMEM_PER_BLOCK)):
        assert part in msg
    assert isinstance(exc.value, ValueError)
    # A fitting tile passes and reports its estimate.
    assert validate_tile_config(128, 64, 64, 3, 4, smem_available=H200_SMEM_PER_BLOCK) == smem_bytes(128, 64, 64, 3)


@pytest.mark.skipif(CUDA, reason="CPU path: the interpreter checks tiles against the H200 limit")
def test_forward_rejects_tile_that_cannot_fit_on_cpu():
    q, k, v, _ = _inputs(18, 1, 1, 16, 16, 128, torch.float16)
    with pytest.raises(TileConfigError, match="shared memory"):
        flash_attention_forward(q, k, v, BLOCK_M=256, BLOCK_N=256, num_stages=4)


@pytest.mark.parametrize("bad", [dict(BLOCK_M=48), dict(BLOCK_N=8), dict(num_warps=3), dict(num_stages=0)])
def test_malformed_tile_is_tile_config_error(bad):
    q, k, v, _ = _inputs(19, 1, 1, 16, 16, 32, torch.float16)
    with pytest.raises(TileConfigError):
        flash_attention_forward(q, k, v, **bad)


def test_bad_inputs_have_clear_messages():
    q, k, v, _ = _inputs(20, 1, 2, 16, 16, 32, torch.float16)
    with pytest.raises(ValueError, match="head_dim must match"):
        attention(q, k[..., :16], v)
    with pytest.raises(ValueError, match="multiple of it"):
        attention(q, k[:, :1], v)
    q3 = torch.randn(1, 3, 16, 32, dtype=torch.float16)
    with pytest.raises(ValueError, match="multiple of it"):
        attention(q3, k, v)
    with pytest.raises(ValueError, match="one dtype"):
        attention(q, k.float(), v)
    with pytest.raises(ValueError, match="4-D"):
        attention(q[0], k, v)
    q44 = torch.randn(1, 1, 8, 44, dtype=torch.float16)
    with pytest.raises(ValueError, match="head_dim 44 is not supported"):
        attention(q44, q44, q44)
    with pytest.raises(ValueError, match="causal_alignment"):
        attention(q, k, v, causal=True, causal_alignment="middle")


@pytest.mark.skipif(CUDA, reason="only the interpreter refuses bf16")
def test_bf16_refused_under_interpreter():
    q, k, v, _ = _inputs(21, 1, 1, 16, 16, 32, torch.bfloat16)
    with pytest.raises(ValueError, match="bfloat16"):
        attention(q, k, v)


# ---------------------------------------------------------------------------------------------- GPU
@pytest.fixture(autouse=True)
def pinned_configs(monkeypatch):
    # On a GPU, autotuning would compile every config for every test shape; the bench and
    # test_gpu_autotuned_and_pointer_paths cover tuned configs. (The interpreter ignores it.)
    monkeypatch.setenv("REFERENCE_KERNELS_AUTOTUNE", "0")


GPU_CASES = [  # (B, H, Lq, Lk, D, causal)
    (2, 4, 1024, 1024, 128, False),
    (2, 4, 1024, 1024, 128, True),
    (1, 4, 4096, 4096, 64, True),
    (1, 4, 4096, 4096, 128, False),
    (2, 2, 1000, 3001, 128, True),
    (2, 2, 3001, 1000, 64, False),
    (1, 2, 777, 777, 256, True),
    (1, 2, 513, 513, 32, True),
]


@pytest.mark.gpu
@gpu
@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=["fp16", "bf16"])
@pytest.mark.parametrize("case", GPU_CASES, ids=lambda c: "B{}H{}q{}k{}d{}{}".format(*c[:5], "c" if c[5] else ""))
def test_gpu_forward_and_gradients(case, dtype):
    B, H, Lq, Lk, D, causal = case
    _run_and_check(hash(case) % 10_000, B, H, Lq, Lk, D, dtype, causal)


# flash-attn's own sequence pairs (tests/test_flash_attn.py there), with the head dims that are not
# powers of two and the GQA ratios current models use (Llama 3: 4 and 8; MQA: all heads share one).
GPU_GQA_CASES = [  # (B, H, H_kv, Lq, Lk, D, causal)
    (2, 8, 8, 113, 203, 80, True),
    (2, 8, 2, 128, 217, 96, False),
    (2, 8, 1, 113, 211, 160, True),
    (1, 8, 1, 108, 256, 192, False),
    (1, 4, 1, 256, 512, 224, True),
    (1, 16, 2, 512, 256, 96, True),
    (1, 32, 8, 1024, 1024, 128, True),
    (1, 32, 4, 1023, 1024, 80, False),
    (1, 8, 2, 2048, 2048, 64, True),
]


@pytest.mark.gpu
@gpu
@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=["fp16", "bf16"])
@pytest.mark.parametrize("case", GPU_GQA_CASES, ids=lambda c: "B{}H{}kv{}q{}k{}d{}{}".format(*c[:6], "c" if c[6] else ""))
def test_gpu_head_dims_and_gqa(case, dtype):
    B, H, Hkv, Lq, Lk, D, causal = case
    _run_and_check(hash(case) % 10_000, B, H, Lq, Lk, D, dtype, causal, Hkv=Hkv)


@pytest.mark.gpu
@gpu
def test_gpu_out_of_resources_becomes_tile_config_error():
    q, k, v, _ = _inputs(22, 1, 1, 512, 512, 256, torch.float16)
    with pytest.raises(TileConfigError, match="shared memory"):
        flash_attention_forward(q, k, v, BLOCK_M=256, BLOCK_N=256, num_warps=8, num_stages=4)


@pytest.mark.gpu
@gpu
def test_gpu_fully_masked_rows_bf16():
    _run_and_check(23, 1, 2, 1500, 300, 128, torch.bfloat16, True, align="bottom_right")


@pytest.mark.parametrize("causal", [False, True])
def test_tensor_descriptor_path(causal):
    # The Hopper path (TMA descriptors, zero-filled tails) must compute the same function.
    q, k, v, _ = _inputs(24, 1, 2, 67, 130, 32, torch.float16)
    ref, lse_ref = reference_attention_fp64(q, k, v, causal=causal)
    base = naive_attention(q, k, v, causal)
    o, lse = flash_attention_forward(q, k, v, causal=causal, use_desc=True)
    _check("o", o, ref, base, torch.float16)
    assert (lse.double() - lse_ref).abs().max().item() < 1e-3


@pytest.mark.gpu
@gpu
@pytest.mark.parametrize("causal", [False, True])
def test_gpu_autotuned_and_descriptor_paths(causal, monkeypatch):
    monkeypatch.setenv("REFERENCE_KERNELS_AUTOTUNE", "1")
    # The autotuned path (what the bench times) and the TMA descriptor path, fp16 d=128.
    _run_and_check(25, 2, 4, 2048, 2048, 128, torch.float16, causal)
    q, k, v, _ = _inputs(26, 2, 4, 1999, 1999, 128, torch.float16)
    ref, _ = reference_attention_fp64(q, k, v, causal=causal)
    o, _ = flash_attention_forward(q, k, v, causal=causal, use_desc=True)
    _check("o (descriptor path)", o, ref, naive_attention(q, k, v, causal), torch.float16)


def test_bench_flop_and_byte_formulas():
    from reference_kernels.bench import attention_bytes, attention_flops, load_peers, table

    assert attention_flops(4, 32, 4096, 4096, 64) == 4 * 4 * 32 * 4096 ** 2 * 64
    assert attention_flops(4, 32, 4096, 4096, 64, causal=True, mode="bwd") == 2.5 * 2 * 4 * 32 * 4096 ** 2 * 64
    assert attention_bytes(1, 1, 10, 8, "fwd") == 4 * 10 * 8 * 2 + 10 * 4
    peers = load_peers()
    assert peers[("float16", 4, 16, 4096, 128, False, "bwd", "flash")] > 0
    row = dict(dtype="float16", mode="fwd", B=4, H=16, d=128, N=4096, causal=False, provider="triton",
               tflops=500.0, peak_extra_GiB=0.1)
    text = table([row, dict(row, provider="flash", tflops=250.0)], ["triton", "flash"])
    assert "2.00" in text.splitlines()[-1]


@pytest.mark.gpu
@gpu
def test_cpu_tensors_on_a_gpu_machine_get_a_clear_message():
    q = torch.randn(1, 1, 16, 32, dtype=torch.float16)
    with pytest.raises(ValueError, match="need CUDA tensors"):
        attention(q, q, q)


def test_int32_row_offsets_are_guarded():
    from reference_kernels.flash_attention import _check_int32_rows

    _check_int32_rows("q", 16384, 4096, 128)  # (B, L, H, D) layout at H=32, d=128: fine
    with pytest.raises(ValueError, match="2\\*\\*31"):
        _check_int32_rows("k", 2**20, 4096, 128)


def test_sum_backward_with_broadcast_gradient():
    # o.sum() hands backward a stride-0 gradient; the launcher must make it contiguous.
    q, k, v, _ = _inputs(27, 1, 2, 33, 33, 32, torch.float32)
    q64, k64, v64 = (t.double().requires_grad_() for t in (q, k, v))
    naive_attention(q64, k64, v64, True).sum().backward()
    qf, kf, vf = (t.clone().requires_grad_() for t in (q, k, v))
    attention(qf, kf, vf, True).sum().backward()
    for got, ref in ((qf, q64), (kf, k64), (vf, v64)):
        assert (got.grad.double() - ref.grad).abs().max().item() < 1e-5


def test_default_forward_config_pins_only_measured_short_sequences(monkeypatch):
    import reference_kernels.flash_attention as fa

    monkeypatch.setenv("REFERENCE_KERNELS_AUTOTUNE", "1")
    monkeypatch.setattr(fa, "_interpreting", lambda: False)  # the GPU's rule, without a GPU
    monkeypatch.setattr(fa, "_device_capability", lambda index: (9, 0))
    monkeypatch.setattr(fa, "_SMALL_N_FWD", {(128, True, "float16"): (128, 32, 8, 3)})
    assert fa.default_forward_config(1024, 1024, 128, True, torch.float16) == (128, 32, 8, 3)
    assert fa.default_forward_config(1000, 77, 128, True, torch.float16) == (128, 32, 8, 3)
    assert fa.default_forward_config(1025, 1024, 128, True, torch.float16) is None  # autotuned
    assert fa.default_forward_config(1024, 1024, 128, False, torch.float16) is None  # not measured
    assert fa.default_forward_config(1024, 1024, 128, True, torch.bfloat16) is None
    monkeypatch.setattr(fa, "_device_capability", lambda index: (8, 0))  # measured on sm_90 only
    assert fa.default_forward_config(1024, 1024, 128, True, torch.float16) is None
    monkeypatch.setattr(fa, "_device_capability", lambda index: (9, 0))
    monkeypatch.setenv("REFERENCE_KERNELS_AUTOTUNE", "0")  # pinned-first wins over the table
    assert fa.default_forward_config(1024, 1024, 128, True, torch.float16) == fa._configs("fwd", 128, 2)[0]


def test_sweep_grid_cases_and_summary(tmp_path):
    import json

    from reference_kernels import sweep

    fit, skip = sweep.grid(128)
    assert len(fit) + len(skip) == 36
    assert all(smem_bytes(bm, bn, 128, s) > H200_SMEM_PER_BLOCK for bm, bn, _, s in skip)
    assert (128, 128, 8, 3) in fit and (128, 128, 8, 4) in skip
    assert sweep.grid(64)[1] == []
    order = sweep.cases(1024)
    assert len(order) == 8 and order[0] == ("fp16", 4, 16, 1024, 128, True)  # v2's worst miss first
    flops = 1e9
    case = {"case": dict(dtype="fp16", B=4, H=16, N=1024, d=128, causal=True), "flops": flops,
            "peers": {"flash": {"eager_ms": 0.10, "graph_ms": 0.08}, "cudnn": {"error": "x"},
                      "ours-default": {"eager_ms": 0.2, "graph_ms": 0.1}},
            "configs": [{"config": [64, 64, 4, 3], "graph_ms": 0.05, "eager_ms": 0.05},
                        {"config": [128, 64, 8, 3], "graph_ms": 0.04, "eager_ms": 0.06},
                        {"config": [128, 128, 8, 3], "error": "skipped"}]}
    (tmp_path / "sweep.json").write_text(json.dumps({"cases": [case], "launch_cost_us": {"flash": 9.0}}))
    row = sweep.summary(tmp_path).splitlines()[2]
    # best = the fastest graph replay (128, 64, 8, 3); FLASH/best = 0.10/0.06 eager, 0.08/0.04 graph
    assert "(128, 64, 8, 3)" in row.split("1.67|2.00")[1]
    assert sweep.main(["summary", "--out", str(tmp_path / "missing")]) == 2


def test_short_sequence_table_holds_swept_configs_that_fit():
    import reference_kernels.flash_attention as fa
    from reference_kernels import sweep

    assert {(d, c) for d, c, _ in fa._SMALL_N_FWD} == {(64, True), (64, False), (128, True), (128, False)}
    for (d, _, dt), cfg in fa._SMALL_N_FWD.items():
        assert dt in ("float16", "bfloat16") and cfg in sweep.grid(d)[0]
        validate_tile_config(cfg[0], cfg[1], d, cfg[3], cfg[2], 2, H200_SMEM_PER_BLOCK)


def test_bench_tables_eager_and_graph():
    from reference_kernels.bench import tables

    row = dict(dtype="bfloat16", mode="fwd", B=4, H=16, d=128, N=1024, causal=True, provider="triton",
               tflops=140.0, graph_tflops=270.0, peak_extra_GiB=0.016)
    text = tables([row, dict(row, provider="flash", tflops=175.0, graph_tflops=180.0)], ["triton", "flash"])
    eager, graph = text.split("\n\n")
    assert "eager" in eager and "0.80" in eager.splitlines()[-1]  # 140/175: launch cost shows
    assert "CUDA-graph" in graph and "1.50" in graph.splitlines()[-1]  # 270/180: the kernel alone
    eager_only = {k: v for k, v in row.items() if k != "graph_tflops"}  # an older run's JSON
    assert "CUDA-graph" not in tables([eager_only], ["triton"])


# flash-attn's sequence-pair grid (its tests/test_flash_attn.py) crossed with the head dims that are
# not powers of two, GQA ratios 1/4/8 and MQA, causal both ways, with windows and soft-capping on
# part of it: one test per (head dim, dtype) so each compiles its kernels once.
FA_SEQ_PAIRS = [(113, 203), (128, 217), (113, 211), (108, 256), (256, 512), (512, 256), (1024, 1024),
                (1023, 1024), (1024, 1023), (2048, 2048)]


@pytest.mark.gpu
@gpu
@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=["fp16", "bf16"])
@pytest.mark.parametrize("D", [80, 96, 160, 192, 224])
def test_gpu_flash_attn_grid(D, dtype):
    for i, (Lq, Lk) in enumerate(FA_SEQ_PAIRS):
        for H, Hkv in ((8, 8), (8, 2), (8, 1)):
            for causal in (False, True):
                _run_and_check(i * 131 + H * 7 + Hkv, 1, H, Lq, Lk, D, dtype, causal, Hkv=Hkv,
                               align="bottom_right")


@pytest.mark.gpu
@gpu
@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=["fp16", "bf16"])
@pytest.mark.parametrize("window,softcap", [((128, 0), 0.0), ((256, 64), 0.0), ((-1, -1), 30.0), ((100, -1), 50.0)])
def test_gpu_windows_and_softcap(window, softcap, dtype):
    for i, (Lq, Lk) in enumerate(FA_SEQ_PAIRS):
        for causal in (False, True):
            _run_and_check(i * 17 + 5, 2, 4, Lq, Lk, 128, dtype, causal, Hkv=2, align="bottom_right",
                           window_size=window, softcap=softcap)
