# Sources: S14 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Split Q, K, V into blocks; in SRAM one Q block is computed with one K,V '
                         'block at a time, and the intermediate QK^T is not written to HBM (no '
                         'materialization), which greatly reduce the HBM read/write.',
        'tiling': 'Tiling: split the input sequence tensors Q, K, V into many small blocks.',
        'numericalStability': 'Online softmax, this is the most key step: instead of normalizing after '
                              'all scores, an incremental softmax accumulates the result step by step '
                              'in SRAM, no need to keep the whole attention matrix.'}
