# Sources: S09 (excerpts and paraphrase)


def designOutline():
    return {   'memoryTraffic': 'At decode (seq_q = 1) each step reads the whole K/V cache of the request '
                         'once from HBM, 2 x L x d x 2 bytes per head in fp16, plus one query row; the '
                         'split partials (o, lse) are small. It is bound by HBM bandwidth.',
        'tiling': 'FlashDecoding flips the parallelism axis: split K into chunks of 256 rows, launch '
                  'one block per (b, h, k_split), and combine the per-split online-softmax partials in '
                  'a second small reduction kernel.',
        'numericalStability': 'Every split keeps its own running max and sum in fp32 and writes its '
                              'un-normalized output with lse_s. The reduce kernel takes lse_max = '
                              'max_s lse_s, weights w_s = exp(lse_s - lse_max), and returns sum_s w_s '
                              'o_s / sum_s w_s.',
        'tradeOff': 'In the decode regime seq_q is too short to fill a 64-row q-tile, so the plain '
                    'FlashAttention kernel launches only Q/64 x H = 32 blocks for B=1, H=32 and most '
                    'of the GPU sits idle, and each block is mostly q-tile padding.'}
