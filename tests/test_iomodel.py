"""HBM byte counts against hand-derived numbers from Algorithms 0 and 1 of the FlashAttention paper."""

import math

import pytest

from workbench.exercise import get

iomodel = get("flashattention").import_module("iomodel")


def test_standard_counts_match_algorithm_0_by_hand():
    # N=1024, d=64, fp16, one head: reads Q,K,V (3*N*d) + S + P (2*N^2); writes S, P (2*N^2) + O (N*d)
    t = iomodel.standard(1024, 64, "fp16")
    assert t.read_bytes == 2 * (3 * 1024 * 64 + 2 * 1024**2)
    assert t.write_bytes == 2 * (1024 * 64 + 2 * 1024**2)
    assert t.nxn_bytes == 2 * 4 * 1024**2
    assert iomodel.standard(1024, 64, "fp32").total_bytes == 2 * t.total_bytes  # dtype scales bytes


def test_flash_paper_counts_and_theorem_2_scaling():
    sram = 100 * 1024  # bytes; fp16 -> M = 51200 elements, B_c = ceil(M / 4d) = 200 at d=64
    assert iomodel.paper_blocks(64, sram, "fp16") == (64, 200)
    t = iomodel.flash_paper(1000, 64, sram, "fp16")
    t_c = math.ceil(1000 / 200)
    assert t.read_bytes == 2 * 1000 * 64 * 2 + t_c * (2 * 1000 * 64 * 2 + 2 * 1000 * 4)
    assert t.write_bytes == (1000 * 64 * 2 + 2 * 1000 * 4) * (1 + t_c)
    # Theta(N^2 d^2 / M): doubling N roughly quadruples the traffic once T_c dominates
    a = iomodel.flash_paper(8192, 64, sram).total_bytes
    b = iomodel.flash_paper(16384, 64, sram).total_bytes
    assert 3.5 < b / a < 4.1
    # ... and doubling the SRAM roughly halves it
    c = iomodel.flash_paper(16384, 64, 2 * sram).total_bytes
    assert 0.45 < c / b < 0.6


def test_flash_traffic_grows_slower_than_standard():
    ratios = [iomodel.standard(n, 64).total_bytes / iomodel.flash_paper(n, 64, 228 * 1024).total_bytes
              for n in (512, 2048, 8192)]
    assert ratios[0] < ratios[1] < ratios[2]
    for n in (512, 4096):
        assert iomodel.flash_paper(n, 64, 228 * 1024).total_bytes > iomodel.compulsory(n, 64).total_bytes


def test_kernel_loop_order_rereads_kv_per_query_block_and_causal_skips_half():
    n, d = 1024, 64
    full = iomodel.flash_kernel(n, d, 128, 64)
    t_r = 1024 // 128
    assert full.read_bytes == 2 * (n * d + 2 * t_r * n * d)
    assert full.write_bytes == 2 * n * d + 4 * n
    causal = iomodel.flash_kernel(n, d, 128, 64, causal=True)
    kv_causal = causal.read_bytes - 2 * n * d
    kv_full = full.read_bytes - 2 * n * d
    assert 0.5 < kv_causal / kv_full < 0.6  # diagonal blocks are still read


def test_kv_blocks_visited_ragged_and_causal():
    assert iomodel.kv_blocks_visited(100, 100, 32, 32, causal=False) == [4, 4, 4, 4]
    assert iomodel.kv_blocks_visited(128, 128, 32, 32, causal=True) == [1, 2, 3, 4]
    assert iomodel.kv_blocks_visited(100, 100, 64, 16, causal=True) == [4, 7]


def test_flops_and_bad_inputs():
    assert iomodel.flops(1024, 64, 2) == 4 * 2 * 1024 * 1024 * 64
    assert iomodel.flops(1024, 64, 2, causal=True) == 2 * 2 * 1024 * 1024 * 64
    with pytest.raises(ValueError, match="unknown dtype"):
        iomodel.standard(10, 10, "int4")
    with pytest.raises(ValueError, match="positive"):
        iomodel.standard(0, 64)
    with pytest.raises(ValueError, match="BLOCK_M"):
        iomodel.flash_kernel(64, 64, 0, 16)
