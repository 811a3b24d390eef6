# Sources: S11,S12 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Async everything: overlap memory transfers with compute.',
        'tiling': 'Producer (TMA) and consumer (WGMMA) warps are separated: producer warps only load '
                  'K/V tiles into a 2-stage SMEM pipeline, consumer warpgroups only run the matmuls, '
                  'so load latency is hidden.',
        'numericalStability': 'The low-throughput softmax is hidden in the shadow of the asynchronous '
                              'matmuls (ping-pong between two warpgroups).',
        'tradeOff': 'Limitation: the kernel relies on TMA and WGMMA, which exist only on Hopper, so it '
                    'cannot run on A100 at all.'}
