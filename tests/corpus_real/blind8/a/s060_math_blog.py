# Sources: S32, S01 (paraphrase / learner rewrite)
# blog: FlashAttention in equations


def designOutline():
    return {
        "memoryTraffic": (
            "Write S_{ij} = Q_i K_j^T in R^{Br x Bc}. Only S_{ij} exists at a time, in SRAM; it is consumed by "
            "P_{ij} V_j and discarded, so S, P in R^{N x N} are never materialised in HBM. HBM I/O: Q, K, V in, "
            "O and L in R^N out."
        ),
        "tiling": (
            "Br = Bc = 64, d = 64; Q_i resident in shared memory per thread block, (K_j, V_j) streamed for "
            "j = 1..Tc; grid over i = 1..Tr and batch x heads."
        ),
        "numericalStability": (
            "m_i^{(j)} = max(m_i^{(j-1)}, rowmax(S_{ij})); "
            "l_i^{(j)} = e^{m_i^{(j-1)} - m_i^{(j)}} l_i^{(j-1)} + rowsum(e^{S_{ij} - m_i^{(j)}}); "
            "O_i^{(j)} = e^{m_i^{(j-1)} - m_i^{(j)}} O_i^{(j-1)} + e^{S_{ij} - m_i^{(j)}} V_j; "
            "O_i = O_i^{(Tc)} / l_i^{(Tc)}, fp32 statistics."
        ),
        "tradeOff": (
            "Honestly I don't see a real trade-off: same result, less memory, faster. It is strictly better."
        ),
    }
