# Sources: S25 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Standard attention writes S (N x N) to HBM, reads it back for the softmax, writes P, and reads P again for PV - about 4N^2 elements of traffic.",
        "tiling": "Q blocks of 64 rows in shared memory per CTA, K/V blocks of 64 rows streamed in the inner loop, d = 64.",
        "numericalStability": "Running max and sum per row in fp32, and O rescaled by exp(m_old - m_new) whenever the max grows.",
        "tradeOff": "The backward has to recompute S and P from Q, K and the LSE, which adds about 30% FLOPs to the backward.",
    }
