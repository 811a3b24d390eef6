# Sources: S26 (*) (paraphrase / learner rewrite), S36 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Lecture takeaway: the N x N attention matrix is the thing to kill. One fused kernel "
            "reads Q, K, V and writes O plus the per-row LSE; S and P never touch HBM."
        ),
        "tiling": (
            "Tiling: Q, K and V are blocked, and the block sizes Br and Bc are the knobs you turn "
            "to trade SRAM use against parallelism."
        ),
        "numericalStability": (
            "m_i and l_i per query row in fp32. For each K/V tile: m_new = max(m_i, rowmax(S)), "
            "P = exp(S - m_new), l_i = exp(m_i - m_new) * l_i + rowsum(P), "
            "acc = exp(m_i - m_new) * acc + P @ V. Final O = acc / l_i."
        ),
        "tradeOff": (
            "Causal attention: blocks on the diagonal need the mask, blocks above it are skipped, "
            "so the last query blocks do N/Bc iterations while the first do one; launched in order "
            "this leaves SMs idle at the end (tail effect) unless the longest blocks are "
            "scheduled first."
        ),
    }
