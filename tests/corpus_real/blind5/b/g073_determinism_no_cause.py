# Sources: S04 (learner rewrite)


def designOutline():
    return {
        'memoryTraffic': 'S and P never written to HBM; reads Q, K, V, writes O and logsumexp.',
        'tiling': 'Br = 64, Bc = 64, d = 64, grid (N/64, B·H), Q tile resident, K/V streamed.',
        'numericalStability': 'Running max and sum per row in fp32, rescaled by exp(m_old − m_new).',
        'tradeOff': 'The deterministic backward mode costs performance.',
    }
