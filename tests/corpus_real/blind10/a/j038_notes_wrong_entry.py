# Sources: S07, S22 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Keep the running max and the running sum per row and rescale the partial output when the max grows, "
            "so we never need the whole row of scores at the same time."
        ),
        "tiling": (
            "Q in blocks of 64 rows kept in shared memory, one thread block per Q block and head; K/V in blocks of "
            "64 rows loaded in the inner loop; d = 64, so 8 KB per tile."
        ),
        "numericalStability": (
            "Per row m (max so far) and l (sum of exp(s - m)) in fp32; for each block m_new = max(m, rowmax(S)), "
            "O and l multiplied by exp(m - m_new) first, divide by l at the end."
        ),
        "tradeOff": "Backward recomputes S and P per block from Q, K and the stored logsumexp because P was not kept: an extra QK^T per block.",
    }
