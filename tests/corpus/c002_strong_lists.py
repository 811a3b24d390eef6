def designOutline():
    return {
        "memoryTraffic": [
            "Inputs read from HBM: Q, K, V (each N x d, fp16).",
            "Outputs written to HBM: O (N x d) and L = logsumexp per row (N floats).",
            "Never written: the N x N matrices S = QK^T and P = softmax(S); they live only in registers/SRAM, one tile at a time.",
            "K and V are re-read once per query block, so traffic is about N*d*(2 + 2*N/Br) elements instead of O(N^2).",
        ],
        "tiling": [
            "BLOCK_M = 64 query rows per program, BLOCK_N = 64 key rows per inner iteration, head dim d = 64.",
            "Q tile loaded once into SRAM and kept there; K and V tiles streamed through SRAM in the inner loop.",
            "grid = (cdiv(N, BLOCK_M), batch * heads).",
            "Smem budget: Q + K + V tiles = 3 * 64*64*2 B = 24 KB, well under the 164 KB per SM of an A100.",
        ],
        "numericalStability": [
            "Subtract the running row max before exponentiating so exp never overflows.",
            "When the max grows, multiply the old accumulator and the old row sum by exp(m_old - m_new).",
            "Accumulate O, m and l in fp32 even though Q/K/V are fp16.",
        ],
        "failureModes": [
            "If the rescale by exp(m_old - m_new) is forgotten, rows whose max changes across K blocks get the wrong normalisation and the output is silently wrong.",
            "With d = 256 the three tiles no longer fit in shared memory at 64x64, so the block size must drop, which lowers arithmetic intensity.",
        ],
    }
