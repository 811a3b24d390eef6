# Sources: S01,S02 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'QK^T, masking, softmax and PV fused into one kernel: S and P are never '
                         'written to HBM; we read Q, K, V and write O plus an N-vector of logsumexp.',
        'tiling': 'Br = 128 query rows per CTA, Bc = 64 K/V rows per step, d = 128; Q and the O '
                  'accumulator stay on chip. Trade-off: a larger Bc = 128 at d = 128 raises register '
                  'pressure (S tile plus accumulator), so the kernel spills and gets slower.',
        'numericalStability': 'Online softmax with fp32 m and l; rescale by exp(m_old - m_new) for '
                              'each new K/V tile, divide by l once at the end.'}
