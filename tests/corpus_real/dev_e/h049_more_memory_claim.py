# Sources: S27 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Fused kernel: Q, K, V read from HBM, O and the LSE written; the N x N matrix stays in SRAM one tile at a time.",
        "tiling": "Br = 64, Bc = 64, d = 64, Q block resident, K/V streamed; grid = (N/64, batch*heads).",
        "numericalStability": "Running max and sum in fp32, rescale by exp(m_old - m_new) as each block arrives.",
        "tradeOff": "FlashAttention uses more memory than standard attention because it keeps the logsumexp and the running statistics for every row.",
    }
