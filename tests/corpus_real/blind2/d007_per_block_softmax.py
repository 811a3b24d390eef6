# Sources: S14 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Q, K, V read from HBM in tiles; scores and probabilities stay on chip; only '
                         'O (N x d, fp16) is written, so HBM traffic is about 4*N*d*2 bytes per head '
                         'plus K/V re-reads per query block.',
        'tiling': 'Grid = (N/128, batch*heads). Each CTA keeps a 128 x d Q tile in SMEM and loops over '
                  '64-row K/V tiles in order.',
        'numericalStability': "For each K/V block we compute the softmax of the block with the block's "
                              'own max subtracted, multiply by V, and add the block results together '
                              'at the end.',
        'tradeOff': 'Because K/V are re-read for every query block, the HBM reads of K and V grow with '
                    'N/Br; small Br = 32 would double them compared to Br = 64.'}
