# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Scores S and probabilities P are never written to HBM; the HBM traffic is Q, '
                         'K, V reads and O writes only.',
        'tiling': 'BLOCK_M = 512 and BLOCK_N = 512 with head dim 128, all three tiles (Q, K, V) kept '
                  'in shared memory of one thread block, to reduce the number of K/V passes.',
        'numericalStability': 'Online softmax in fp32: running max, rescale l and O by exp(m_old - '
                              'm_new) at each K/V tile.',
        'tradeOff': 'Fewer, larger blocks: with N = 2048 there are only 4 query blocks per head, so '
                    'with few heads the grid underfills the SMs.'}
