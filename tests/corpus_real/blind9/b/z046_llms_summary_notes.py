# Sources: S46 (learner notes, author's wording)
def designOutline():
    return {
        "memoryTraffic": "Splits Q, K, V into tiles in on-chip SRAM, computes QK^T → softmax → ·V on chip and writes only the final output to DRAM. This reduces DRAM operations from O(N^2) to O(N·d).",
        "tiling": "FlashAttention-2 style: warp specialization (some warps load K/V tiles, others compute) and double-buffering of K/V tiles so the next tile loads while the current one is multiplied; each thread block owns one Q tile.",
        "numericalStability": "Maintain running max m, running sum l and output accumulator O per row; for each tile update m, rescale old l and O by exp(m_old − m_new), add the new exponentials and the V contribution.",
        "tradeOff": "On-chip SRAM is 10–20× faster than HBM and ~100× lower latency, so keeping everything there is what makes it fast.",
    }
