def designOutline():
    return dict(
        memoryTraffic="Attention computed in a single pass over K/V per query tile; the score and probability tiles stay in registers, so the only DRAM traffic is Q, K, V in and O, row-LSE out.",
        tiling="BLOCK_M=128 queries per program, kept in shared memory with the fp32 accumulator in registers; BLOCK_N=128 keys per step, at the cost of a 128x128 fp32 score tile that eats 64 KB of registers per program and limits occupancy to one or two programs per SM.",
        numericalStability="Maintain m (row max) and l (row sum); each step multiply acc and l by exp(m - m_new) and use exp(s - m_new) for the new scores. fp32 state.",
    )
