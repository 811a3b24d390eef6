# Sources: S02 (short excerpts)


def designOutline():
    return {   'memoryTraffic': 'Each thread block loads its Q_i block from HBM once, streams the K_j, V_j '
                         'blocks, and writes O_i and the logsumexp L_i to HBM only once at the end; S '
                         'and P never leave the chip.',
        'tiling': 'Parallelize over the sequence length dimension in addition to batch and heads: one '
                  'thread block per (batch, head, 128-row Q block). Outer loop over Q blocks (across '
                  'thread blocks), inner loop over K/V blocks. Within a block, 4 warps split Q '
                  '(instead of split-K) so each warp sees all of K and V and no shared-memory '
                  'communication between warps is needed.',
        'numericalStability': 'We do not rescale both terms of the output update by diag(l)^-1. Keep '
                              'an un-scaled O~ and the running statistics m and l; only at the end of '
                              'the loop scale O~ by diag(l_last)^-1, and store L = m + log(l) for the '
                              'backward pass.',
        'tradeOff': 'With long sequences the batch size is usually small, so batch*heads thread blocks '
                    'alone would leave many of the 108 SMs on A100 idle (low occupancy); that is why '
                    'the sequence-length dimension must also be parallelized.'}
