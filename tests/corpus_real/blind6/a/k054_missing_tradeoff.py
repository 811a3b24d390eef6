# Sources: S02, S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Only Q, K, V are read from HBM and O is written; S and P are never written to HBM because QK^T, softmax and PV are fused into one kernel.",
        "tiling": "Q tile of 64 rows per CTA in shared memory, K/V tiles of 64 rows streamed in the inner loop.",
        "numericalStability": "Running max and sum per row; partial O rescaled by exp(m_old - m_new) when the max grows.",
    }
