# Sources: S21, B2 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The fused kernel keeps S and P on chip: every tile of scores is computed in SRAM, used for "
                         "the PV product and dropped, so nothing quadratic is ever written to HBM. Q, K, V are read, "
                         "O and the logsumexp are written.",
        "tiling": "One thread block per 128 query rows, with the query tile and its output accumulator resident for "
                  "the whole kernel; the key/value tiles of 64 rows are streamed through shared memory, d = 64.",
        "numericalStability": "In FlashAttention-2 the trick is simpler than in the first paper: each K/V block is "
                              "exponentiated with its own block maximum, the block exp-sums are simply added into l, "
                              "the block outputs are added into the accumulator, and we only divide by l once at the "
                              "very end. That single division is what keeps it stable.",
        "tradeOff": "The probabilities are not stored, so the backward pass recomputes them tile by tile, about one "
                    "extra QK^T per tile.",
    }
