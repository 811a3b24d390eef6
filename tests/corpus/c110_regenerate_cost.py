def designOutline():
    return {
        "memoryTraffic": "The score and probability tiles are produced on chip and discarded after the PV product; the backward rematerialises them from Q, K and the saved logsumexp instead of reading an N x N matrix from HBM.",
        "tiling": "Br = 64 query rows per program, Bc = 64 keys per inner-loop step, head dim 64; the Q block stays in shared memory while the K/V blocks are streamed.",
        "numericalStability": "Softmax is computed online: m and l per row, corrected with exp(m_old - m_new) whenever a block raises the max, and O is divided by l after the last block.",
        "tradeOff": "Because P is not kept for the backward pass, the backward has to regenerate it, which increases the arithmetic work by roughly one extra QK^T matmul per tile.",
    }
