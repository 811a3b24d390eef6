# Sources: S10 (paraphrase of an auto-generated slide deck)


def designOutline():
    return {
        'memoryTraffic': [
            'IO-aware attention',
            'HBM vs SRAM',
            'fewer memory reads/writes',
        ],
        'tiling': [
            'Tiling',
            'Block-based computation',
            'GPGPU acceleration',
        ],
        'numericalStability': [
            'Normalisation per block',
            'Stable softmax',
        ],
        'tradeOffs': [
            'Runtime inefficiencies solved',
            'Improves model accuracy',
            'Future plans: more enhancements',
        ],
    }
