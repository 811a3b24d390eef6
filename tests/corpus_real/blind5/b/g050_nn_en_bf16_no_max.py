# Sources: S23 (learner rewrite, non-native English)


def designOutline():
    return {
        'memoryTraffic': (
            'QK^T, softmax and PV in one kernel, score tile is never written in HBM, only Q K V '
            'read and O write.'
        ),
        'tiling': (
            'CTA keep 128 query rows, load K/V tiles 128 rows by TMA, 2 stages pipeline, grid '
            '(N/128, B*H).'
        ),
        'numericalStability': (
            "We don't need subtract the max because bf16 has same range like fp32, so exp cannot "
            'overflow.'
        ),
        'tradeOff': (
            'FP8 is less accurate because e4m3 have only 3 bit mantissa, and some channels of V '
            'have outliers, so the error of output become big.'
        ),
    }
