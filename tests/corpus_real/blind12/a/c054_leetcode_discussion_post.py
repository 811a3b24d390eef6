# Sources: S03 (already-used source; learner rewrite in own words)


def designOutline():
    return {
        "memoryTraffic": "Don't build S at all in global memory. For each query block compute S_j = Q_blk K_j^T in on-chip memory, use it, throw it away. Global reads: Q, K, V; global writes: O (+ lse if you need backward).",
        "tiling": "Q blocks of 64 rows, one program each, Q block + O accumulator in SRAM; loop j over K_j/V_j blocks of 64 rows.",
        "numericalStability": "Track running max m and l_new = l_old * e^(m_old - m_new) + sum e^(S_j - m_new); apply the same e^(m_old - m_new) to the output accumulator before adding e^(S_j - m_new) V_j. The cost is extra work: every block does an exp and a rescale of the whole 64 x d accumulator, non-matmul ops that don't run on tensor cores.",
    }
