# Sources: S06 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Only q, k, v blocks are loaded from global memory; the score block lives in registers and is never stored; o is written once at the end.",
        "tiling": "BLOCK_M = 64, BLOCK_N = 64, head_dim = 64, grid (cdiv(N, 64), B*H). Trade-off: BLOCK 128 x 128 with head_dim = 128 does not fit, the compile step reports out of shared memory, so we stay at 64.",
        "numericalStability": "m_i, l_i in fp32 registers; acc *= exp(m_i - m_new) each iteration; final acc / l_i.",
    }
