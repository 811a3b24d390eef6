# Sources: S12, S19 (paraphrase / learner rewrite, forum Q&A)


def designOutline():
    return {
        "memoryTraffic": (
            "Why the block sizes matter for IO: Q_i, K_j, V_j, O_i are copied HBM -> SRAM, S_ij = "
            "Q_i K_j^T and P_ij only ever exist in SRAM, and O_i, l_i, m_i are written back. With Bc "
            "around M/4d the number of passes over K/V drops as M grows, giving Theta(N^2 d^2 / M) HBM "
            "accesses instead of Theta(Nd + N^2)."
        ),
        "tiling": (
            "Answer from the thread: M is counted in elements, not bytes. Bc = ceil(M/4d) so that the "
            "four d-wide blocks (Q_i, K_j, V_j, O_i) together use about M; Br = min(ceil(M/4d), d) so "
            "the Br x Bc block of S also fits in M. In practice kernels just round to multiples of 16 "
            "or powers of two, e.g. Br = Bc = 64."
        ),
        "numericalStability": (
            "Statistics per row: m (max) and l (sum of exp(s - m)); they are tiny (Br floats each), so "
            "they live in registers, which was the other question in the thread. Blocks are combined "
            "with exp(m_old - m_new) rescaling of l and O."
        ),
        "tradeOff": (
            "Picking Br = Bc = sqrt(M/4) like someone suggested would overflow SRAM when d is large: "
            "the Q, K, V, O blocks are Br x d each, so at d = 128 they no longer fit and you have to "
            "shrink the blocks, which means more passes over K/V."
        ),
    }
