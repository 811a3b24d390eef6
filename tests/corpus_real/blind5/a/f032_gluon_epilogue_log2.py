# Sources: S31 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q tile in shared memory via TMA descriptor, K/V streamed through a multi-stage SMEM ring, O written through shared memory with a TMA store in the epilogue, and m_i (the base-2 logsumexp) written for the backward. S, P never leave the SM.",
        "tiling": "Separate kernels for d64 and d128; BLOCK_M = 128 split into two 64-row halves (SPLIT_M) handled by two softmax partitions, BLOCK_N = 128, 2 KV stages.",
        "numericalStability": "Work in base 2: qk_scale includes log2(e), p = exp2(s - m_i); in the epilogue m_i += log2(l_i) and o = acc / l_i, so the stored statistic is the log2-sum-exp.",
        "tradeOff": "acc, m_i and l_i may end up in different register layouts (when SPLIT_N_FACTOR > 1), so the epilogue needs an explicit convert_layout of l_i before the divide: an extra shuffle through shared memory.",
    }
