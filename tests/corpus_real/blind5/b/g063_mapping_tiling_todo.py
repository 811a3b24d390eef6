# Sources: S27 (learner rewrite, mapping form)


def designOutline():
    return {
        'memory_traffic': {
            'mechanism': 'fused attention kernel',
            'decision': 'S and P never written to HBM; read Q, K, V, write O and logsumexp',
        },
        'tiling': {
            'mechanism': 'TODO',
            'decision': 'TODO',
        },
        'numerical_stability': {
            'mechanism': 'online softmax (running max m, running sum l)',
            'decision': 'rescale accumulator and l by exp(m_old - m_new) in fp32, divide by l at the end',
        },
        'trade_off': {
            'cost': 'extra matmul in backward',
            'cause': 'P is not stored, so QK^T is recomputed per tile from Q, K and the logsumexp',
        },
    }
