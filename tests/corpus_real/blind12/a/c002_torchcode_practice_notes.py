# Sources: S02 (already-used source; learner rewrite in own words)


def designOutline():
    return {
        "memoryTraffic": [
            "no S x S matrix in global memory: scores for one (Q-block, K-block) pair are computed in SRAM and consumed right away",
            "HBM reads: Q block once, every K/V block once per Q block",
            "HBM writes: only output block + row stats (m, l) for backward",
        ],
        "tiling": [
            "for each Q-block (BLOCK_Q = 32 rows) -> loop over K/V blocks (BLOCK_KV = 32 rows)",
            "Q-block + acc stay in on-chip memory for the whole inner loop, K/V blocks stream through",
            "one program per (batch, head, Q-block)",
        ],
        "numericalStability": [
            "track running max and running sum per query row",
            "when max changes: acc *= exp(old_max - new_max), row_sum *= same factor",
            "final: output = acc / row_sum  (must match F.softmax(QK^T)V, test uses allclose)",
        ],
        "tradeOffs": [
            "small blocks (32) = lots of inner-loop iterations, each Q-block reloads all K/V tiles, so for big N more HBM re-reads and worse tensor-core use than 128-row tiles",
        ],
    }
