# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'S and P stay in SRAM and are never written to HBM; only O and logsumexp go '
                         'out.',
        'tiling': 'TODO',
        'numericalStability': 'tbd',
        'tradeOff': 'Recompute S in the backward instead of storing it: costs one extra Q K^T matmul '
                    'per tile in exchange for O(N) memory.'}
