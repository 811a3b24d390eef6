# Sources: learner rewrite; wrong IO estimate
def designOutline():
    return {
        "memoryTraffic": "Because of tiling FlashAttention needs only O(N) HBM accesses in total, since each element of Q, K and V is read exactly once.",
        "tiling": "Br = 128, Bc = 128, d = 64; one CTA per query tile, 8 warps.",
        "numericalStability": "Safe softmax per row with a running max; when a new tile raises the max the partial sum and the output are multiplied by exp(m_old - m_new); fp32 statistics.",
        "tradeOff": "Bc = 128 with d = 64 puts a 128 x 128 fp32 score tile in registers (64 KB per CTA), so occupancy drops to one CTA per SM.",
    }
