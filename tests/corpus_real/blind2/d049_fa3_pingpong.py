# Sources: S03,S22 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Q tile is loaded once by TMA into SMEM; K and V tiles are streamed from HBM '
                         'by the producer warp; scores and probabilities never leave the registers of '
                         'the consumer warpgroups; the epilogue writes O and the LSE to HBM once.',
        'tiling': 'Two consumer warpgroups ping-pong: while warpgroup 1 runs the softmax of its tile, '
                  'warpgroup 2 runs its two GEMMs, enforced with named barriers. Inside a warpgroup a '
                  '2-stage pipeline issues QK^T for block j+1 before the softmax of block j. Tiles 128 '
                  'x 128 at head dim 128.',
        'numericalStability': 'Row max and row sum kept in fp32; at each K/V block the accumulator is '
                              'scaled by exp(m_old - m_new) before the PV WGMMA adds the new part; the '
                              'final O is divided by l in the epilogue.',
        'tradeOff': 'The intra-warpgroup pipeline keeps two S tiles alive in registers at once, which '
                    'raises register pressure; that is why the tile stays at 128 x 128 for d = 128 and '
                    'the larger 176-row tiles cannot be used without spilling.'}
