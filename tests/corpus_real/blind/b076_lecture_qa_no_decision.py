# Sources: S01 (sec. 3.1), S12 (tensorloop.tech) -- learner Q&A notes
# Learner rewrite, Q&A style.

def designOutline():
    return {
        "memoryTraffic": (
            "Q: what never goes to HBM? A: the N x N scores and probabilities; they are produced and used "
            "tile by tile in SRAM. Q, K and V are read, O and logsumexp written."
        ),
        "tiling": (
            "Q: how is it cut? A: 128 query rows per thread block (kept in shared memory), 64-key K/V tiles "
            "looped over, one block per (batch, head, query tile)."
        ),
        "numericalStability": "Q: and the softmax? A: We use online softmax.",
        "tradeOff": (
            "Q: what does it cost? A: the backward recomputes S from Q, K and the logsumexp, i.e. one more "
            "QK^T per tile of FLOPs, to avoid an O(N^2) buffer."
        ),
    }
