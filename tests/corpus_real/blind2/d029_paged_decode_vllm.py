# Sources: S19,S26 (excerpts and paraphrase)


def designOutline():
    return {   'memoryTraffic': "Each decode step reads the sequence's K/V cache pages (16 tokens per page) "
                         'from HBM through the block table, reads the single query row once and writes '
                         'one output row; scores live only in registers.',
        'tiling': 'Grid (num_seqs, num_kv_heads, num_splits). When num_seqs*num_kv_heads <= 2*num_SMs '
                  'and the context is >= 8192 tokens, partition the context into 512-token splits; '
                  'each program walks its KV pages of 16 tokens and handles the whole query group of '
                  'that kv head (GQA).',
        'numericalStability': 'Each partition keeps max_logit and exp_sum in fp32 and writes them with '
                              'its partial output; the reduce step takes the global max M, rescales '
                              'each exp_sum and partial output by exp(m_p - M), then divides by the '
                              'total sum.',
        'tradeOff': 'If the KV split is done inside one threadgroup it is bounded by the 28 KB '
                    'threadgroup memory budget, so one CTA serves one (batch, head) pair regardless of '
                    'context length: a small batch with a long context leaves most of the GPU idle.'}
