# Sources: S13 (paraphrase), S04 (paraphrase of softmax.h comments)
def designOutline():
    return {
        "memoryTraffic": "HBM: Q once, K/V once per Q block, O + M (lse) out. S, P: registers only, never stored.",
        "tiling": "BLOCK_M 128 / BLOCK_N 128 / d 64 / 8 warps / 3 stages; causal: diagonal block masked, blocks past the diagonal skipped.",
        "numericalStability": "scale by 1/sqrt(d)*log2(e) -> exp2. If row_max == -inf (all masked) use 0 as the max, else "
                              "(-inf)-(-inf) = NaN. acc *= exp2(m_old - m_new), row_sum likewise, fp32.",
        "tradeOff": "3 stages x (K+V) at d = 128 would be 3 x 64 KB = 192 KB + 32 KB for Q -> over the A100's 163 KB, so there "
                    "stages drop to 2 and the loads stall more.",
    }
