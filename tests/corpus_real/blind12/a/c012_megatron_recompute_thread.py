# Sources: S12 (already-used source; learner rewrite in own words)


def designOutline():
    return {
        "memoryTraffic": "FlashAttention does not fully materialise KQ^T: the scores stay on chip per tile and only O plus a per-row logsumexp go back to HBM, so the activation memory of the attention core is O(N) and selective recomputation of attention is not needed anymore.",
        "tiling": "The kernel uses tiling so that the work fits well in the GPU's fast memory; tile sizes are picked by the library for good performance.",
        "numericalStability": "Scores are combined with an online softmax: running row max m and row sum l in fp32, older partial sums and the partial output rescaled by exp(m_old - m_new) whenever m increases.",
        "tradeOff": "If you also wrap the attention in activation checkpointing, the flash forward is run again in backward on top of flash's own recomputation of S, so the step gets slower for no memory saving; MFU went up when recompute was switched off.",
    }
