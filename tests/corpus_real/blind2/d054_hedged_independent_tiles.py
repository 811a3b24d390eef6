# Sources: none (learner-style text) (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'We keep the score tile in shared memory and never store S in global memory; '
                         'output O is written once at the end by each block.',
        'tiling': 'Grid over (B*H, N/64), Q tile 64 x 64 loaded once, K and V tiles 64 x 64 loaded in '
                  'a for-loop along the sequence.',
        'numericalStability': 'maybe each tile can be just normalized with its own softmax and then '
                              'summed? I think the error is small.'}
