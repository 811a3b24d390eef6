# Sources: learner terse notes after P2 section 3 and S17 (geraldHoff/FlashAttention README)
def designOutline():
    return {
        "memoryTraffic": "HBM reads: Q,K,V once-ish; writes: O + M (row max/lse) for bwd. S/P: regs only.",
        "tiling": "BLOCK_M=128 (Q rows/program), BLOCK_N=64 (K/V rows/iter), HEAD_DIM=64, num_warps=4, num_stages=3. grid=(cdiv(N,128), B*H).",
        "numericalStability": "m_i, l_i, acc fp32. alpha = exp2(m_i - m_ij); acc *= alpha; l_i = l_i*alpha + sum(p). out = acc / l_i.",
        "tradeOff": "stages=3 x (K+V 64x64 fp16) fine; HEAD_DIM=256 -> smem overflow -> drop stages or BLOCK_N.",
    }
