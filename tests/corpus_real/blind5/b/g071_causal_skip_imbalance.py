# Sources: S08, S28 (learner rewrite)


def designOutline():
    return {
        'memoryTraffic': (
            'S/P tiles stay on chip and are never written to HBM; HBM traffic: Q, K, V reads and '
            'O plus lse writes.'
        ),
        'tiling': (
            'Br = 128, Bc = 64, d = 64; grid = (N/128, B·H); with the causal mask each CTA only '
            'loops over K/V tiles up to its diagonal, and tiles entirely above it are skipped.'
        ),
        'numericalStability': (
            'Only the diagonal tile needs masking (-inf before exp); running max and sum in fp32, '
            'rescale by exp(m_old − m_new).'
        ),
        'tradeOff': (
            'Skipping makes work triangular: the CTA for the last query tile does N/64 '
            'iterations, the first one does 1, so CTAs finish unevenly and the tail wave leaves '
            'SMs idle; we schedule the longest tiles first.'
        ),
    }
