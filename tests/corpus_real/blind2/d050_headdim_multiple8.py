# Sources: S20,S01 (excerpts and paraphrase)


def designOutline():
    return {   'memoryTraffic': 'The kernel reads Q, K, V blocks into SRAM and writes only O; the N x N '
                         'attention matrix is never stored in global memory, which is where the '
                         'standard implementation spends most of its HBM traffic.',
        'tiling': 'Head dimension is a compile-time tile width: 16, 32, 64 or 128 columns; each CTA '
                  'holds a 128 x d Q block and streams 128 x d K/V blocks for d <= 64 (64-row K/V '
                  'blocks for d = 128).',
        'numericalStability': 'Per-row running max subtracted before exp, old partial sums and outputs '
                              'rescaled by exp(m_old - m_new), accumulation in fp32 while inputs are '
                              'fp16.',
        'tradeOff': 'Since we are using tensor cores, head dimensions need to be divisible by 8 (16 '
                    'originally); any other head dim, e.g. 80 or 88, has to be padded up to the next '
                    'supported size, and the padded columns are wasted work and memory traffic.'}
