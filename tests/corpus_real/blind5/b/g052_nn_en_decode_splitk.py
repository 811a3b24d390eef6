# Sources: S15, S21 (learner rewrite, non-native English)


def designOutline():
    return {
        'memoryTraffic': (
            'In decode there is only one query row, so the work is reading the KV cache: K and V '
            'read one time from HBM, scores stay in registers, never write to HBM.'
        ),
        'tiling': (
            'For decode we split the KV sequence in chunks of 256 keys, each chunk is one CTA, so '
            'for 32k context we get 128 CTAs per head and fill all SMs.'
        ),
        'numericalStability': (
            'Every split keep its own max and sum and write its partial O with its lse; the '
            'combine step rescale every partial by exp(lse_i - lse_max) and divide by the total, '
            'so result is same as one pass.'
        ),
        'tradeOff': (
            'Split-K cost: every split must write partial O (d floats, fp32) and lse in HBM, so '
            'extra memory splits x B x H x d and one more combine kernel launch; for short '
            'context this overhead is bigger than the gain.'
        ),
    }
