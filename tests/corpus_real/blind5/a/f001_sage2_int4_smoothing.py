# Sources: S01, S43 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Same skeleton as FlashAttention-2: one fused kernel, the N x N scores and probabilities stay in registers/shared memory tile by tile and are never written to HBM. HBM sees Q, K, V going in (K and V once per query block) and O plus one logsumexp per row going out.",
        "tiling": "One CTA per (128-row Q block, batch*head); K/V streamed in 64-row blocks, which is also the granularity of the quantization scales (one scale per 128 Q rows, one per 64 K rows). 4 warps, each warp owns 32 query rows.",
        "numericalStability": "Running max m and running sum l per query row in fp32; for each K block m_new = max(m, rowmax(S)), acc and l are multiplied by exp(m - m_new) before adding the new P@V. Divide by l once at the end.",
        "tradeOff": "If I swap the QK^T matmul to INT4 like SageAttention2, the cost is quantization error: a few outlier channels in K set the per-block scale, so most values round to 0 or 1. They smooth K (subtract the channel mean) before quantizing to keep the error down; without it the attention map drifts.",
    }
