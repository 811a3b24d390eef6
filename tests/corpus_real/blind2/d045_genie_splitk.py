# Sources: S10 (excerpts and paraphrase)


def designOutline():
    return {   'memoryTraffic': 'Decode reads every K/V position of the cache once per generated token; with '
                         'split-K each block reads only its L / n_splits slice of the cache and writes '
                         'a small partial (max, sum, un-normalized o) to global memory.',
        'tiling': 'grid = (n_heads, n_splits): the KV range is split across n_splits blocks per head; '
                  'below 64 tokens the single-block kernel is kept.',
        'numericalStability': 'Each split computes an online-softmax partial with its own fp32 max and '
                              'sum; the reduce kernel takes the max over splits and rescales each '
                              "partial's sum and output by exp(m_s - m_max) before adding.",
        'tradeOff': 'Without split-K the grid was only n_heads = 8 blocks on the 8-SM Orin (about 11% '
                    'occupancy) and each block walked the whole KV serially, so decode throughput fell '
                    'as the context got deeper.'}
