# Sources: S45 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "Reduce memory bandwidth overhead and minimize memory reads/writes with a fused kernel.",
        "tiling": "Use shared memory / SRAM tiling, optimized for RTX 3060 (SM86).",
        "numericalStability": "fp32 accumulation; online softmax keeps a running max and sum per row and rescales the accumulator by exp(m_prev - m_new) for each new K/V tile.",
        "tradeOff": "SM86 gives a block at most about 100 KB of shared memory, so at head_dim 128 the Q and K/V tiles must stay at 64 rows; 128-row tiles would need over 100 KB and the kernel would not launch.",
    }
