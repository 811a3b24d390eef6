# Sources: S17 (learner rewrite, non-native English, terse)


def designOutline():
    return {
        'memoryTraffic': 'S/P never to HBM. HBM = Q,K,V in, O + lse out.',
        'tiling': 'Br=64 Bc=64 d=128, Q tile resident smem, K/V tile stream, grid (N/64, B*H), 4 warp.',
        'numericalStability': 'fp32 m, l per row; rescale O, l by exp(m_old-m_new) each K tile; O/l at end.',
        'tradeOff': (
            'd=256: Q+K+V tiles 96 KB, + double buffer no fit smem on A100 -> must Bc=32, more '
            'K/V reload.'
        ),
    }
