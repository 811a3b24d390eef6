# Sources: S17 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Same as always: S is not written; Q/K/V read, O and LSE written. The backward reads LSE and dO instead of P.",
        "tiling": "128 x 128 tiles with two softmax warpgroups ping-ponging, a correction warpgroup for the rescale, and a load warp issuing TMA for K/V.",
        "numericalStability": "exp2 partly emulated with a polynomial on the FMA units for some elements; running max in fp32 with conditional rescale of O.",
        "tradeOff": "At seqlen = 128 the whole kernel is done in a few microseconds, so CPU launch overhead dominates, and FA4's heavier setup makes it about 25% slower than FA2 in the backward.",
    }
