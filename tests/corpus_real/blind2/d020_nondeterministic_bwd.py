# Sources: S07,S08,S25 (excerpts and paraphrase)


def designOutline():
    return {   'memoryTraffic': 'Forward: S/P never hit HBM, O and LSE are written. Backward: re-read Q, K, '
                         'V, O, dO and LSE, recompute P per tile on chip, write dQ, dK, dV; dQ goes '
                         'through an fp32 accumulation buffer in global memory.',
        'tiling': 'Backward is parallel over K/V blocks: each thread block owns a 128-row K_j, V_j '
                  'block and accumulates dK_j, dV_j on chip while looping over all Q_i blocks.',
        'numericalStability': 'Forward keeps running max and sum in fp32 and saves LSE = m + log(l); '
                              'backward recomputes P = exp(S - LSE) directly, so no new max is needed '
                              'and nothing overflows.',
        'tradeOff': 'The backward pass is not deterministic because we use atomic adds: with seqK '
                    'parallelism several thread blocks add their partial dQ_i into the same buffer in '
                    'arrival order, so dQ differs from run to run. The deterministic mode loops over '
                    'the K blocks sequentially in one thread block, which is slower.'}
