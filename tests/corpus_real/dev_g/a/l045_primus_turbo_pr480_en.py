# Sources: S12 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "One fused forward kernel; S and P never written to HBM, only Q/K/V read and O + LSE written. Backward reads Q, K, V, O, dO, LSE.",
        "tiling": "Backward: one CTA per 128-row K/V band kept in LDS, Q/dO streamed in 64-row blocks, head dim 128.",
        "numericalStability": "Forward keeps running max and sum in fp32 and rescales the accumulator by exp(m_old - m_new); the backward recomputes P as exp(S - LSE) from the stored LSE.",
        "tradeOff": "Use the split-K workspace path plus a fold pass for dQ instead of atomics, to keep the result reproducible.",
    }
