# sources: S30 (Triton fused-attention tutorial, causal stages), FlashAttention-2 paper §3.1 as discussed in blog posts; learner rewrite
def designOutline():
    return {
        "memoryTraffic": "K and V blocks above the causal diagonal are never loaded from HBM at all; neither the mask nor the scores are ever written to HBM. Each query block reads Q once, only the K/V blocks at or left of the diagonal, and writes O and the logsumexp.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64. For query block i the loop runs only over key blocks j with j*64 < (i+1)*128: blocks fully below the diagonal are computed without any mask, only the block(s) that cross the diagonal apply the mask with an iota comparison, and blocks above the diagonal are skipped. This skips about half of the QK^T and PV work.",
        "numericalStability": "Masked scores are set to -inf before the row max; because every causal row contains at least its own diagonal key, the running max is finite and exp(-inf - m) = 0. m and l in fp32; rescale O by exp(m_old - m_new).",
        "tradeOff": "Load imbalance: the CTA for query block 0 does two K/V iterations while the last query block does N/64, so with a naive launch order the long CTAs start last and leave a tail where most SMs are idle. Launching the heaviest (last) query blocks first reduces the tail.",
    }
