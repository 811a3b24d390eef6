# Sources: S13 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'HBM accesses of FlashAttention (Algorithm 1) are O(N^2 d^2 M^-1), standard '
                         'attention is Theta(Nd + N^2): the N x N intermediate S/P is not written to '
                         'global memory, only O and logsumexp.',
        'tiling': 'Parallelize also over sequence length (one thread block per Q block per head), so '
                  'even one head is spread over many thread blocks; inside a thread block, 4 warps '
                  'split Q instead of K, to reduce shared memory reads/writes.',
        'numericalStability': 'Reduce non-matmul FLOPs: keep O un-normalized and only divide by l once '
                              'at the end; keep running m and l, and save only logsumexp L = m + log l '
                              'for backward instead of both m and l.',
        'tradeOff': 'FlashAttention-1 reaches only 25-40% of the theoretical max FLOPs/s, because the '
                    'work partition between thread blocks and warps is not good, giving low SM '
                    'occupancy or unnecessary shared memory reads.'}
