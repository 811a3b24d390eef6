# Sources: S25 (*) (paraphrase / learner rewrite), S01 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Talk notes, slide 7: the score matrix is never held in full. The kernel computes "
            "S = Q_i K_j^T for one tile at a time in SRAM, writes that S tile to HBM, and the "
            "softmax step reads it back one tile at a time, so the full N x N matrix never has "
            "to exist anywhere at once. Total HBM footprint stays O(N) per tile step."
        ),
        "tiling": (
            "Outer loop over K/V blocks (FA1 order), inner loop over Q blocks. Bc = 128, "
            "Br = 64 on A100 with d = 64: K_j and V_j (16 KB each) stay in shared memory while "
            "Q_i, O_i, m_i, l_i are loaded and updated per inner step."
        ),
        "numericalStability": (
            "Per-row m and l kept in fp32; the output block is rescaled with "
            "diag(exp(m_old - m_new)) every time a new K/V block changes the max."
        ),
        "tradeOff": (
            "FA1's loop order re-reads and re-writes O_i, m_i and l_i for every K/V block: "
            "N/Bc extra round trips of an N x d matrix, which is why FA2 flipped the loops."
        ),
    }
