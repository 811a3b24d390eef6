# Sources: S23 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Read the Q block once, stream K and V blocks, write O and the row logsumexp; '
                         'no S or P in global memory.',
        'tiling': 'BLOCK_M = 64 query rows, BLOCK_N = 32 keys, HEAD_DIM = 64, num_warps = 4, '
                  'num_stages = 2; grid over (query blocks, batch*heads).',
        'numericalStability': 'Fold log2(e) = 1.44269504 into the softmax scale and use exp2 instead '
                              'of exp; m_i starts at -inf and l_i at 1.0 (as in the tutorial), alpha = '
                              'exp2(m_i - m_ij) rescales l_i and acc, all in fp32.',
        'tradeOff': 'We trade speed for accuracy by using exp2 instead of exp, so the attention output '
                    'is only approximately equal to the true softmax.'}
