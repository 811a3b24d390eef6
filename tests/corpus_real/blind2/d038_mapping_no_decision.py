# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': {   'mechanism': 'kernel fusion',
                             'decision': 'S and P stay in SRAM/registers and are never written to HBM'},
        'tiling': {   'mechanism': 'blocking',
                      'decision': 'Br = Bc = 64 at d = 64, Q block resident, K/V blocks streamed'},
        'numericalStability': {'mechanism': 'online softmax', 'decision': 'make it stable'},
        'tradeOff': {   'cost': 'register spills',
                        'cause': 'BLOCK_M = 256 with d = 128 needs a 256 x 128 fp32 accumulator, 128 '
                                 'KB of registers'}}
