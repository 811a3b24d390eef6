# Sources: S27 (excerpts and paraphrase)


def designOutline():
    return {   'memoryTraffic': 'Paged KV cache in HBM with page_size 16; the kernel gathers pages via '
                         'indptr/indices and reads each page once per request; outputs o and lse (one '
                         'fp32 per query head) are written, no score matrix.',
        'tiling': 'Batch decode: one CTA per (request, KV head); the KV of a long request is split '
                  'into chunks processed by different CTAs, each walking its 16-token pages with a '
                  'multi-stage cp.async pipeline; a separate merge step combines chunks.',
        'numericalStability': 'Attention states (v, s) where s is the logsumexp of the chunk: merging '
                              'two states takes s = log(exp(s_a) + exp(s_b)) computed as max + '
                              'log1p(exp(-|s_a - s_b|)), and v = v_a * exp(s_a - s) + v_b * exp(s_b - '
                              's), all in fp32.',
        'tradeOff': 'Splitting the KV into chunks needs a workspace buffer for the partial (v, s) '
                    'states and an extra merge kernel launch, so for short contexts the split only '
                    'adds overhead.'}
