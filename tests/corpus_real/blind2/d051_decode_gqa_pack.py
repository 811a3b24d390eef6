# Sources: S09,S19 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'In decoding each new token reads the full K and V cache of its sequence from '
                         'HBM (about 2 * L * d * 2 bytes per KV head) and writes one output row; with '
                         'GQA the 8 query heads sharing a KV head read that KV tile only once.',
        'tiling': 'Pack the 8 query heads of one KV head as the 8 rows of the query tile (padded to 16 '
                  'for the mma), one CTA per (request, KV head, KV split of 1024 tokens), K/V pages '
                  'streamed in 64-token tiles.',
        'numericalStability': 'fp32 running max and sum for each packed query row; rescale by '
                              'exp(m_old - m_new) every tile; splits merged later with their '
                              'logsumexp.',
        'tradeOff': 'At decode time the single query row is padded to a 64-row tile, so most of the '
                    'tensor-core work is wasted; packing the GQA heads only fills 8 of the 64 rows, '
                    'and with MHA (1 head per KV head) the waste comes back.'}
