# sources: S17, S39 (geraldHoff/FlashAttention README), learner rewrite that put material under the wrong keys
def designOutline():
    return {
        "memoryTraffic": "Online softmax with numerical stability: track the running maximum (m_i, m_ij), compute correction factors alpha = exp(m_i - m_ij), update the running sum of exponentials l_i = alpha * l_i + sum(p), and correct the output accumulator with alpha.",
        "tiling": "_attn_fwd launches a grid of (cdiv(N_CTX, BLOCK_M), Z*H) programs with BLOCK_M = 128 and BLOCK_N = 64; each program keeps its Q block and acc in SRAM and calls _attn_fwd_inner, which loops over the K blocks.",
        "numericalStability": "K and V are loaded block by block through tensor descriptors from global memory into shared memory, and the final output tile is written back to global memory once at the end of _attn_fwd.",
        "tradeOff": "BLOCK_M = 128 with head dim 128 keeps a 128 x 128 fp32 accumulator per program; with num_warps = 4 that is 128 registers per thread for acc alone, so the compiler spills unless num_warps is raised to 8.",
    }
