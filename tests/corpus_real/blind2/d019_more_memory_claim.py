# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'No N x N matrix in HBM: S and P are computed per tile in SRAM. HBM traffic '
                         'is Theta(N^2 d^2 / M) instead of Theta(Nd + N^2).',
        'tiling': 'Bc = 64 K/V rows per tile and Br = 64 Q rows; inner loop over K/V tiles while the Q '
                  'tile and O accumulator stay on chip.',
        'numericalStability': 'Max subtraction with a running max; the old l and O are rescaled by '
                              'exp(m_old - m_new); fp32 accumulation.',
        'tradeOff': 'FlashAttention uses more memory than standard attention because it must store the '
                    'm and l statistics for every block as well as the output.'}
