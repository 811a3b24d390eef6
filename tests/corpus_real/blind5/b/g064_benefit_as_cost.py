# Sources: S14, S13 (learner rewrite)


def designOutline():
    return {
        'memoryTraffic': (
            'Scores S_ij are produced and consumed inside one kernel, so the N×N matrix is never '
            'written to HBM; HBM holds Q, K, V, O and the per-row logsumexp.'
        ),
        'tiling': (
            'Br = 64, Bc = 64, d = 64; Q tile resident in shared memory per CTA; K/V tiles loaded '
            'in the inner loop; grid = (N/64, B·H).'
        ),
        'numericalStability': (
            'Keep row max m and row sum l in fp32; on each new K tile compute the new max and '
            'rescale l and the output by exp(m_old − m_new).'
        ),
        'tradeOff': 'Smaller tiles are good for occupancy because more CTAs fit on each SM.',
    }
