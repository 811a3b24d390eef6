# sources: S2 (short excerpts of FlashAttention-2 paper, Sec. 3.1-3.3, lightly trimmed)
def designOutline():
    return {
        "memoryTraffic": "Each thread block loads Qi from HBM to on-chip SRAM once, iterates over the blocks Kj, Vj loaded from HBM, and at the end writes Oi and the logsumexp Li to HBM. The matrices S and P are never written to HBM.",
        "tiling": [
            "We parallelize over the sequence length dimension in addition to batch and heads: the outer loop over row blocks of Q is embarrassingly parallel, and each thread block handles one block of rows (Br = 128) of the attention matrix.",
            "Within a thread block we split Q across 4 warps while keeping K and V accessible by all warps; each warp computes its slice of Qi Kj^T and multiplies with the shared slice of V.",
        ],
        "numericalStability": "We do not rescale both terms of the output update by diag(l)^-1. We maintain an un-scaled version of O, rescaled by exp(m_old - m_new) when the row max changes, keep around the statistics l, and only at the end of the loop scale the final O by diag(l)^-1. For the backward we only store the logsumexp L = m + log(l).",
        "tradeOff": "FlashAttention splits K and V across 4 warps while keeping Q accessible by all warps (split-K). All warps then need to write their intermediate results to shared memory, synchronize, and add them up; these shared memory reads/writes slow down the forward pass.",
    }
