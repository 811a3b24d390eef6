# Sources: S09 (excerpt + learner rewrite of an episode summary)
def designOutline():
    return {
        "memoryTraffic": "I/O-aware optimization: attention memory goes from O(N^2) to O(N) because the N x N attention matrix is never stored in HBM; only Q, K, V, O and a per-row statistic live there.",
        "tiling": "FlashAttention-2 gives up to 800% speedups and was adopted by most open models (LLaMA, Falcon, RedPajama, MPT).",
        "numericalStability": "Exact computation, no approximation: the softmax uses a running max and a running sum that are rescaled by exp(m_old - m_new) as new blocks arrive, with fp32 accumulators.",
    }
