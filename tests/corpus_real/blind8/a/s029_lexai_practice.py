# Sources: S32 (paraphrase / learner rewrite), S01
# practice problem notes -> design outline


def designOutline():
    return {
        "memoryTraffic": (
            "The whole N x N score matrix is never stored: stream over blocks of keys/values, and the only "
            "things that go back to HBM are O (N x d) and the per-row normalizer. Q, K, V are read from HBM; S "
            "tiles live in SRAM only."
        ),
        "tiling": (
            "block_size keys per tile (64 on GPU), queries tiled at 64 rows too; each query tile is loaded once "
            "and kept on chip while every key/value tile passes through it."
        ),
        "numericalStability": (
            "init m = -inf, l = 0, acc = 0; for each key block: m_new = max(m, rowmax(S_j)); "
            "acc = acc * exp(m - m_new) + exp(S_j - m_new) @ V_j; l = l * exp(m - m_new) + rowsum(exp(S_j - m_new)); "
            "the first block's exp(-inf) = 0 discards the empty state. O = acc / l."
        ),
        "tradeOff": (
            "fails when m = -inf for a whole row (fully masked): exp(m - m_new) becomes exp(-inf - (-inf)) = NaN, "
            "so the kernel must guard that case or the row becomes NaN."
        ),
    }
