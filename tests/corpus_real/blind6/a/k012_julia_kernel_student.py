# Sources: S12 (paraphrase / learner rewrite of kernel comments)
def designOutline():
    return {
        "memoryTraffic": "Q for a block is loaded to shared memory only once; K and V are streamed from global memory block by block; the s matrix (Bs x Bs) is a shared array and is never written to global memory. Only O goes back.",
        "tiling": "Bs threads per block, assume Br == Bc = Bs = 32; shared memory holds q (d x Bs), o (d x Bs), k (d x Bs) and s (Bs x Bs). The inner loop over the K blocks is serial, blocks run in parallel over query chunks, heads and batch.",
        "numericalStability": "m_i starts at -Inf, l_i at 0. For each block: m_ij = rowmax(s), p = exp(s - m_ij), l_ij = rowsum(p), m_new = max(m_i, m_ij), l_new = exp(m_i - m_new)*l_i + exp(m_ij - m_new)*l_ij, and o is rescaled with the same factors.",
        "tradeOff": "Each thread handles one query row with a scalar loop over d, so no tensor cores: fine for learning, but the kernel is far slower than cuDNN.",
    }
