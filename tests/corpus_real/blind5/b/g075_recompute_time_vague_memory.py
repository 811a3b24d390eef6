# Sources: S15 (learner rewrite)


def designOutline():
    return {
        'memoryTraffic': 'Minimises IO between memory levels to make attention IO-aware and efficient.',
        'tiling': (
            'Q tiles of 128 rows resident per CTA, K/V tiles of 64 rows streamed, head dim 64, 8 '
            'warps.'
        ),
        'numericalStability': (
            'Online softmax: fp32 running max and sum per row, old partial output rescaled by '
            'exp(m_old − m_new).'
        ),
        'tradeOff': (
            'The backward takes about 2.5x the forward time because it recomputes P from Q, K and '
            'the saved logsumexp for every tile instead of loading a stored P.'
        ),
    }
