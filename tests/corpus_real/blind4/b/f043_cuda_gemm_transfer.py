# Sources: S40 (generic CUDA shared-memory GEMM notes transferred to attention by a learner)
def designOutline():
    return {
        "memoryTraffic": "Visiting global memory costs hundreds of clocks, shared memory tens. So the QK^T tile, the softmax and the PV product all happen while the tile is in shared memory/registers; S is never stored to global memory, only O is.",
        "tiling": "Like my GEMM (128x128 C tile, A slices 128x8): here BLOCK_M = 512 query rows, BLOCK_N = 256 key rows, head dim 128, all three tiles (Q, K, V) in shared memory with padding against bank conflicts.",
        "numericalStability": "fp32 accumulate; running max m and sum l per query row; scale the old acc by exp(m - m_new) each time the max grows.",
        "tradeOff": "Bank conflicts on the transposed K reads: padding every smem row by 8 halves costs extra shared memory per tile, which lowers the number of CTAs per SM.",
    }
