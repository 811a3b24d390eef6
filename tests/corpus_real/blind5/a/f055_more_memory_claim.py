# Sources: S23 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Fused: QK^T, softmax, PV in one kernel; S and P live in SMEM/registers; HBM sees Q, K, V in and O + lse out.",
        "tiling": "Q tile 128 rows resident, K/V tiles 128 rows double-buffered, head dim 64, 8 warps, causal blocks above the diagonal skipped.",
        "numericalStability": "exp2-based online softmax; running max and sum in fp32; rescale acc and l by exp2(m_old - m_new).",
        "tradeOff": "FlashAttention uses more memory than standard attention because it has to keep the logsumexp and extra workspace for the backward.",
    }
