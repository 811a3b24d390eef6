# Sources: S14 (learner rewrite, non-native English)


def designOutline():
    return {
        'memoryTraffic': (
            'The attention matrix S never go to HBM, it is computed in SRAM per tile and thrown '
            'away; from HBM we only read Q, K, V and write O.'
        ),
        'tiling': 'Block size is decided by SRAM, we choose block so that it fit well.',
        'numericalStability': (
            'Online softmax with running max m and running sum l, rescale the old accumulator by '
            'exp(m_old − m_new) when the max increase.'
        ),
        'tradeOff': 'Register pressure.',
    }
