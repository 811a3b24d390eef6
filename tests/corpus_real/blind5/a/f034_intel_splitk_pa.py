# Sources: S33 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Split-K paged attention: phase 1 computes Q.K for every cached token and writes the scores to a global buffer, phase 2 reads them back, applies softmax and multiplies by V in 8 partitions, a reduce kernel sums the partitions.",
        "tiling": "P.V split into 8 parallel partitions along the context (ESIMD_PA_SPLITK=8), each partition handled by its own work-group.",
        "numericalStability": "Each partition keeps its max and sum; the reduce kernel rescales partition outputs by exp(m_p - m_global) before adding.",
        "tradeOff": "3 kernel launches per layer (ph1 + ph2_splitk + reduce) and an intermediate global-memory buffer; the fused single-kernel version removes the buffer.",
    }
