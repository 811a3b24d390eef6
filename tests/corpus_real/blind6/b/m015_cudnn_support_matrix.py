# Sources: S19, S02 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The fused kernel follows FA2: the N x N probabilities are never written; optional Stats tensor (one fp32 value per row) is written for the backward instead.",
        "tiling": "Support table: forward d <= 256, backward d <= 128 on Ampere/Ada, d <= 256 on Hopper.",
        "numericalStability": "The Stats output is the per-row logsumexp (max + log sum), computed in fp32 during the online softmax so that the backward can rebuild P without a second max pass.",
        "tradeOff": "Backward on Ampere/Ada stops at d = 128 because the backward keeps dQ, dK, dV accumulators plus the recomputed P tile on chip, which does not fit in Ampere's shared memory at larger d.",
    }
