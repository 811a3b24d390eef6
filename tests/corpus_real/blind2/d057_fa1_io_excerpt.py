# Sources: S01 (short excerpts)


def designOutline():
    return {   'memoryTraffic': 'Standard attention requires Theta(Nd + N^2) HBM accesses, while '
                         'FlashAttention requires Theta(N^2 d^2 M^-1) HBM accesses. For typical values '
                         'of d (64-128) and M (around 100KB), d^2 is many times smaller than M, and '
                         'thus FlashAttention requires many times fewer HBM accesses.',
        'tiling': 'We split the inputs Q, K, V into blocks, load them from slow HBM to fast SRAM, then '
                  'compute the attention output with respect to those blocks; block sizes Bc = '
                  'ceil(M/4d) and Br = min(ceil(M/4d), d) so that the blocks of Q, K, V, O fit in SRAM '
                  'of size M.',
        'numericalStability': 'By scaling the output of each block by the right normalization factor '
                              'before adding them up, we get the correct result at the end: the '
                              'softmax is computed with the max m(x) subtracted, and m and l of two '
                              'blocks combine as m = max(m1, m2), l = e^(m1 - m) l1 + e^(m2 - m) l2.',
        'tradeOff': 'Our approach requires writing a new CUDA kernel for each new attention '
                    'implementation, in a considerably lower-level language than PyTorch, and the '
                    'implementations may also not be transferable across GPU architectures.'}
