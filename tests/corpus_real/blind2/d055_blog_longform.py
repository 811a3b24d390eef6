# Sources: S22,S02 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'The whole point is that the attention matrix is never written to HBM. A '
                         'thread block pulls its block of queries from HBM into shared memory once, '
                         'then pulls key and value blocks in one after another; the scores for that '
                         'pair of blocks are computed in registers, turned into probabilities, '
                         'multiplied by V and dropped. At the end only the output rows and one '
                         'logsumexp number per row go back to HBM, so the traffic is roughly Q + O '
                         'plus K and V once per query block.',
        'tiling': 'I would take 128 query rows per thread block and 64 keys per step for head dim 128, '
                  'keep the query block and the output accumulator on chip for the entire inner loop, '
                  'and launch one thread block per (batch, head, query block) so that even with batch '
                  '1 there are enough blocks on a big GPU. Each of the 4 warps owns 32 query rows, so '
                  'the warps never need to exchange partial sums.',
        'numericalStability': 'Because each step only sees 64 scores of a row, every row carries a '
                              'running maximum and a running denominator in fp32. When a new block has '
                              'a bigger score, the old denominator and the old output are multiplied '
                              "by exp(old max - new max) before adding the new block's exponentials, "
                              'so nothing overflows and the final division by the denominator gives '
                              'exactly softmax times V.',
        'tradeOff': 'The price shows up in the backward pass: since the probabilities were thrown '
                    'away, they have to be recomputed from Q, K and the saved logsumexp, which means '
                    'one more QK^T product per block pair - extra FLOPs, traded for never storing an N '
                    'x N matrix.'}
