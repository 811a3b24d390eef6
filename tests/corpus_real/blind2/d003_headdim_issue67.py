# Sources: S06,S01 (excerpts and paraphrase)


def designOutline():
    return {   'memoryTraffic': 'To reduce memory reads/writes we load a block of Q, K, V from GPU memory to '
                         'SRAM and compute there; the attention matrix S never goes back to HBM, only '
                         'the output O (N x d) and the row statistics are written.',
        'tiling': 'On A100 (163 KB shared memory per SM) with head dim 128 we use Q blocks of 128 rows '
                  'and K/V blocks of 64 rows; the Q block stays in SRAM for the whole loop while the '
                  'K/V blocks stream through one after another.',
        'numericalStability': 'Running row max and row sum in fp32; before adding a new K/V block the '
                              'old sum and output are multiplied by exp(m_old - m_new), so every block '
                              'is expressed relative to the same max.',
        'tradeOff': 'SRAM size is the main constraint (e.g. 163 KB per streaming multiprocessor on '
                    "A100). As head dimension gets large, we can't fit the block into SRAM without "
                    'making the block size very small, and thus making the whole computation slower - '
                    'so head dim 256 got no speedup at first.'}
