# Sources: S12 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Recomputation strategy: P is never saved to HBM. Only Q, K, V, O and the per-row statistics (m, l) "
            "live in HBM; the score tiles are computed in SRAM and dropped."
        ),
        "tiling": "Block size selection (based on SRAM capacity), loop order, parallelization (thread block assignment), memory-bound vs compute-bound.",
        "numericalStability": (
            "Online softmax: for every new KV block update m = max(m, rowmax(S_blk)) and l = l*exp(m_old - m) + "
            "rowsum(exp(S_blk - m)); the output accumulator is multiplied by exp(m_old - m) before adding the block."
        ),
        "tradeOff": "Backward recomputes S and P from Q, K and the saved statistics instead of reading P: one extra QK^T per block, in exchange for O(N) memory.",
    }
