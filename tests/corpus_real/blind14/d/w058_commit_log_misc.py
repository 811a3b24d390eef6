# Sources: S13 (paraphrase), S02* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": [
            "a1f3c2e attn: store only O and M (lse) in the epilogue; qk/p never leave registers",
            "9b0d7aa attn: load q once per program, stream k/v via block pointers",
        ],
        "tiling": [
            "4e21b90 attn: BLOCK_M=128, BLOCK_N=64, HEAD_DIM=64, num_warps=4, num_stages=3",
            "77c0f1d attn: causal -- split the KV loop into off-diagonal (no mask) and diagonal (masked) stages, skip blocks above the diagonal",
        ],
        "numericalStability": [
            "2d8e6aa attn: fold log2(e) into sm_scale, use exp2",
            "c5a9913 attn: keep m_i, l_i, acc in fp32; acc *= alpha with alpha = exp2(m_i - m_ij)",
        ],
        "tradeOff": [
            "f00ba12 attn: revert num_stages=4 -- at HEAD_DIM=128 the extra K/V buffers ran out of shared memory and the kernel failed to launch",
        ],
    }
