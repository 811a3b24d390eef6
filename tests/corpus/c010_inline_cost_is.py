def designOutline():
    return {
        "memoryTraffic": "Never store the N x N probability matrix. In the backward we recompute S = QK^T and P = exp(S - L) tile by tile from Q, K and the saved logsumexp L; the cost is roughly 25-30% more FLOPs in the backward, but memory is linear in N and HBM traffic drops.",
        "tiling": "Forward: grid over (query block of 128 rows, batch*head). Each block keeps its Q tile and fp32 accumulator on chip and loops over K/V tiles of 64 rows.",
        "numericalStability": "Keep row max m and row sum l; scores are exponentiated as exp(s - m); old acc and l rescaled by exp(m_old - m_new). Save L = m + log(l) per row for the backward.",
    }
