# Sources: S40 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Fused: S and P are never materialised in HBM; reads Q, K, V, writes O and the fp32 softmax_lse.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, d = 128; Q tile resident per program, K/V tiles loaded each iteration; varlen via cu_seqlens offsets.",
        "numericalStability": "Running max m_i and sum l_i per row, acc *= exp(m_i - m_new) when the max grows; final acc / l_i.",
        "tradeOff": "Dropout needs RNG state.",
    }
