# Sources: S03, S20 (paraphrase / learner rewrite)
# Long answer posted after the lecture Q&A


def designOutline():
    return {
        "memoryTraffic": (
            "What I took from the lecture is that the attention layer is memory-bound, not compute-bound, so the "
            "design is about bytes: my kernel computes QK^T, the softmax and the product with V in one launch, "
            "and because of that the N x N scores and the N x N probabilities are simply never written to HBM. "
            "Each score tile is created in registers, used for the statistics and for P·V, and dropped. What "
            "does cross HBM is Q (read once), K and V (read once per query block, so N/Br times), and O plus one "
            "logsumexp value per row on the way out."
        ),
        "tiling": (
            "The grid has one thread block per (query block, batch*head); the query block is Br = 128 rows and "
            "lives in shared memory together with its fp32 output accumulator in registers for the whole kernel, "
            "and the inner loop walks over K/V in Bc = 64-row blocks that are double-buffered so the next block "
            "loads while the current one is being multiplied. With d = 64 in fp16 that is 16 KB for Q and "
            "2 x 16 KB for K/V, comfortably inside shared memory."
        ),
        "numericalStability": (
            "The softmax is done online: per row I keep m, the largest score seen so far, and l, the sum of "
            "exp(score - m), both in fp32. When a new block raises m, everything accumulated so far is relative "
            "to the old maximum, so I multiply l and the accumulator by exp(m_old - m_new) before adding the new "
            "block's exp(S - m_new) and exp(S - m_new)·V. At the end O = acc / l, which is exactly the softmax "
            "output up to rounding, and L = m + log(l) is saved."
        ),
        "tradeOff": (
            "The price is in the backward: since P was never stored, the backward has to rebuild S = QK^T for "
            "every tile from Q, K and L, which is one extra matmul per tile, so training does more FLOPs than "
            "standard attention even though it is faster because of the bytes saved."
        ),
    }
