# Sources: S01,S13 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Fuse the matmul, softmax and second matmul in one kernel; S and P stay in '
                         'shared memory/registers and are not written to HBM. We read Q, K, V once per '
                         'block row and write only O.',
        'tiling': 'Q is cut in 64-row blocks, each one handled by one thread block; K and V are cut in '
                  '64-row blocks that we loop over, loaded to shared memory one at a time.',
        'numericalStability': 'FlashAttention trades a little accuracy for speed: the softmax is '
                              'computed block by block in fp16 which is slightly inaccurate, but the '
                              'running max rescaling keeps the values in range so the error stays '
                              'small.',
        'tradeOff': 'The backward has to recompute QK^T for every block because P was not saved, so it '
                    'costs about one extra matmul per tile.'}
