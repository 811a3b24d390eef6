# Sources: none (learner-style text) (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'HBM, SRAM, kernel fusion, IO-awareness',
        'tiling': 'tiling, blocks, warps, shared memory',
        'numericalStability': 'online softmax, fp32, logsumexp',
        'tradeOffs': 'recomputation, occupancy, load imbalance'}
