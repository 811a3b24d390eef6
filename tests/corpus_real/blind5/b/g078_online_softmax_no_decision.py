# Sources: S11, S19 (learner rewrite)


def designOutline():
    return {
        'memoryTraffic': 'The N×N attention matrix never goes to HBM; only Q, K, V are read and O is written.',
        'tiling': 'Br = 64, Bc = 64, d = 64, one CTA per query block, K/V blocks looped in the inner loop.',
        'numericalStability': 'Online softmax.',
        'tradeOff': (
            'Backward recomputes S and P from Q, K and the saved logsumexp, because P was never '
            'stored: one extra QK^T per tile.'
        ),
    }
