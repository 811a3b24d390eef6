# Sources: S19 (learner rewrite, non-native English)


def designOutline():
    return {
        'memoryTraffic': (
            'Scores S are computed per tile in shared memory and never written to HBM; HBM '
            'traffic is Q, K, V read and O write.'
        ),
        'tiling': (
            'Br = 128, Bc = 64, d = 128, one CTA per query tile, K/V tiles streaming with double '
            'buffer.'
        ),
        'numericalStability': (
            'Running max and sum are updated every tile with the exp(m_old - m_new) correction, '
            'so the result is close to exact attention, only slightly inaccurate because of the '
            'tiling.'
        ),
        'tradeOff': (
            'Causal: first query tiles have one K tile, last have N/64 K tiles, so the work per '
            'CTA is very unbalanced and the tail of the kernel has idle SMs.'
        ),
    }
