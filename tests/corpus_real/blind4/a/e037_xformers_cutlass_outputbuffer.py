# Sources: D09 (from general knowledge of the xformers docs and cutlass kernel; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "memory_efficient_attention never builds the [B, M, N] attention matrix; a bias like "
                         "LowerTriangularMask is computed from indices instead of being read as a tensor.",
        "tiling": "cutlass forward: kQueriesPerBlock = 64, kKeysPerBlock = 64; for head dim > 128 only 32 "
                  "queries per block; the output accumulator is kept in registers when head dim <= 128.",
        "numericalStability": "mi (row max) and s_prime (row sum) per query; when mi grows the output accumulated so "
                              "far is multiplied by exp(mi_old - mi_new) before adding the new block.",
        "tradeOff": "for head dim > 128 the output no longer fits in registers, so it is accumulated in an fp32 "
                    "global-memory buffer, which adds HBM reads and writes for every key block.",
    }
