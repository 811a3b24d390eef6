# Sources: S16, S26 (learner answer written as pseudo-code)


def designOutline():
    return {
        "memoryTraffic": """
            # HBM traffic
            load Q_i once per CTA          # HBM -> SMEM
            for each j: load K_j, V_j      # HBM -> SMEM, K/V re-read once per query block
            S_ij, P_ij: registers only     # never stored to HBM
            store O_i, lse_i               # SMEM/regs -> HBM, the only writes
        """,
        "tiling": """
            BLOCK_M = 64; BLOCK_N = 64; HEAD_DIM = 64
            grid = (cdiv(N, BLOCK_M), B * H)   # one program per query tile
            q = load(Q_i)                      # resident for the whole loop
            for start_n in range(0, N, BLOCK_N):  # K/V stream, 2 stages
        """,
        "numericalStability": """
            m = -inf; l = 0; acc = 0          # fp32
            m_new = max(m, rowmax(s))
            alpha = exp(m - m_new)            # rescale old partials
            acc = acc * alpha + exp(s - m_new) @ v
            l = l * alpha + rowsum(exp(s - m_new)); m = m_new
            out = acc / l
        """,
        "tradeOff": """
            # cost: BLOCK_N = 128 -> s tile 64x128 fp32 in registers
            # -> > 255 regs/thread -> spills to local memory, slower than BLOCK_N = 64
        """,
    }
