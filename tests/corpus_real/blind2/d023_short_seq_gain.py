# Sources: S02 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Minimise memory traffic by using the fast on-chip memory as efficiently as '
                         'possible.',
        'tiling': '128 x 64 tiles (Q x K/V), Q resident, K/V streamed; grid = (N/128, B*H) on a 132-SM '
                  'H100.',
        'numericalStability': 'exp of (score - running max), accumulator rescaled when the running max '
                              'changes, everything in fp32 except P which is cast to bf16 for the PV '
                              'matmul.',
        'tradeOff': 'For short sequences, N <= 512, there are only B*H*N/128 thread blocks, too few to '
                    'fill 132 SMs, and the N x N matrix would fit in L2 anyway, so the fused kernel '
                    'gains little over eager attention.'}
