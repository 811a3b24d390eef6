# Sources: S13 (learner rewrite)


def designOutline():
    return {
        'memoryTraffic': (
            'QK^T, softmax and PV fused; S/P never written to HBM; HBM traffic is Q, K, V in and '
            'O out.'
        ),
        'tiling': (
            'To cut K/V re-reads I take huge tiles: BLOCK_M = 512 query rows and BLOCK_N = 256 '
            'key rows with head dim 128, all in shared memory of one CTA; grid = (N/512, B·H).'
        ),
        'numericalStability': (
            'Online softmax: per-row running max and sum in fp32, accumulator rescaled by '
            'exp(m_old − m_new).'
        ),
        'tradeOff': (
            'Fewer, larger CTAs: with N = 4k and 8 heads only 64 CTAs, fewer than the 108 SMs of '
            'an A100, so part of the GPU idles.'
        ),
    }
