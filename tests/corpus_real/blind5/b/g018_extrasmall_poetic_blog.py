# Sources: S18 (paraphrase, essay style)


def designOutline():
    return {
        'memoryTraffic': (
            'Where you think matters as much as what you think. Flash Attention never '
            'materializes the full N×N matrix in HBM at all; it keeps the work in SRAM and only '
            'the result travels back.'
        ),
        'tiling': (
            'Divide Q, K and V into small blocks that fit in fast SRAM and compute attention one '
            'block at a time, accumulating results as you go.'
        ),
        'numericalStability': (
            'Maintain a running maximum and a running normalizer for each row, and when a new '
            'block brings a larger maximum, scale the earlier partial sum and output down by '
            'exp(old max − new max).'
        ),
        'tradeOff': 'SRAM is tiny, maybe 20 megabytes, while HBM is 80 GB — a hundred times slower.',
    }
