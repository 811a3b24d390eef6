# Sources: S01 (paraphrase / learner rewrite, Russian learner writing English)


def designOutline():
    return {
        "memoryTraffic": (
            "S and P are not written in HBM, only one tile at a time in SRAM. Because of this, total HBM "
            "traffic becomes O(N) — linear in sequence length, K and V are read only once for the whole "
            "kernel."
        ),
        "tiling": (
            "Br = 128, Bc = 64, d = 128, fp16 → Q 32 KB, K 16 KB, V 16 KB, 64 KB shared memory total; CTA "
            "per (Q block, head), 8 warps."
        ),
        "numericalStability": (
            "Online softmax: running max m_i and sum l_i per row in fp32, old accumulator scaled by "
            "exp(m_old − m_new) every K/V block, division by l at the end."
        ),
        "tradeOff": (
            "Backward cost: P is not stored, so backward recomputes S = QK^T and P per block from Q, K and "
            "logsumexp — more FLOPs (an extra matmul), but memory stays O(N)."
        ),
    }
