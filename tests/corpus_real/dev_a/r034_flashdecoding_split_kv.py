# sources: S24, S49 (Flash-Decoding descriptions; the three-step sentence quoted), S25, S26, S34; rest rewritten
def designOutline():
    return {
        "memoryTraffic": "At decode the query is one token, so the kernel is bound by reading the KV cache: each K/V element is read from HBM exactly once per step, scores stay on chip, and each split writes only its partial output (d floats) and one extra scalar, the log-sum-exp of its chunk, per row and per split.",
        "tiling": "Flash decoding works in 3 steps: first, we split the keys/values in smaller chunks. We compute the attention of the query with each of these splits in parallel using FlashAttention. Chunks of 512 tokens, grid (batch, heads, ceil(L / 512)): at batch 1 with 32 heads and L = 64k that is 4096 thread blocks for 108 SMs; a second small kernel reduces over the splits.",
        "numericalStability": "Inside a split: running max/sum in fp32 as in FlashAttention. Across splits: global lse = logsumexp over the per-split lse_s, and each partial output is scaled by exp(lse_s - lse) before summing, so the combined softmax is exact.",
        "tradeOff": "The split costs an extra reduction kernel plus the write and re-read of num_splits partial outputs; for short contexts (a few hundred tokens) or when batch x heads already fills the SMs this overhead buys nothing, which is why the split is only enabled when batch x kv_heads <= 2 x num_SMs.",
    }
