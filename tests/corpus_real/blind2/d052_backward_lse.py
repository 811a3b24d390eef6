# Sources: S02,S01 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Backward reads Q, K, V, O, dO and the saved logsumexp L (N floats per head); '
                         'P is recomputed on chip as exp(S - L) and never read from HBM; dK and dV are '
                         'written once per K/V block, dQ accumulated in fp32 in global memory.',
        'tiling': 'One thread block per K/V block of 128 rows (per batch and head): K_j, V_j stay in '
                  'SMEM while the Q_i, dO_i blocks stream in 64-row tiles; dK_j and dV_j accumulate in '
                  'registers.',
        'numericalStability': 'Forward stores only L = m + log(l) in fp32; the backward computes P_ij '
                              '= exp(S_ij - L_i) directly, which is already normalised and bounded by '
                              '1, and D_i = rowsum(dO_i * O_i) is precomputed in fp32.',
        'tradeOff': 'Recomputing S_ij = Q_i K_j^T in the backward is an extra matmul per tile (about 5 '
                    'instead of 4 GEMMs per block pair), in exchange for not storing the O(N^2) P '
                    'matrix.'}
