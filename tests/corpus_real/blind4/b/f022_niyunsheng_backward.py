# Sources: S22 (paraphrase / learner rewrite of a blog post on forward and backward)
def designOutline():
    return {
        "memoryTraffic": "Forward writes only O (N x d) and LSE (N floats, fp32) to HBM. P is never materialized; the backward reads Q, K, V, O, dO and LSE and recomputes P block by block on chip.",
        "tiling": "Forward: grid over (N/BLOCK_M, B*H), BLOCK_M = 128, BLOCK_N = 64, the Q block resident. Backward: parallelize over K/V blocks instead, each program keeps a K_j, V_j block and its dK, dV accumulators on chip and loops over the Q blocks.",
        "numericalStability": "LogSumExp materialization: L_i = m_i + log(l_i) saved in fp32, so in backward P_ij = exp(S_ij - L_i) comes out already normalized with no second running max; D_i = rowsum(dO_i * O_i) is precomputed.",
        "tradeOff": "dQ gets contributions from every K/V-block program, so it is accumulated with fp32 atomic adds; the summation order changes between runs, so dQ is not bit-reproducible run to run.",
    }
