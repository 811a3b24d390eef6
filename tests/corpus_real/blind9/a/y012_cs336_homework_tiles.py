# Sources: S12, B1 (paraphrase / learner rewrite)
Q_TILE = 256
K_TILE = 256
D = 256
BYTES = 4  # fp32 like the reference implementation

def designOutline():
    smem_kb = (Q_TILE * D + 2 * K_TILE * D) * BYTES // 1024
    return {
        "memoryTraffic": "Q, K, V are read from HBM tile by tile; S_ij = Q_i K_j^T and P~_ij only live in SRAM. "
                         "Each program writes O_i and L_i once at the end, nothing N x N ever goes to HBM.",
        "tiling": f"Q_TILE = {Q_TILE} rows, K_TILE = {K_TILE} rows, head dim d = {D}, fp32: the Q tile plus one K "
                  f"and one V tile is {smem_kb} KB, which is fine because the H100 has 50 MB of L2. "
                  f"Launch grid = (N / {Q_TILE}, batch).",
        "numericalStability": "running max m_i and running sum l_i per query row in fp32; O_i is rescaled by "
                              "exp(m_i_old - m_i_new) before adding P~_ij V_j; save L_i = m_i + log(l_i) for backward.",
        "tradeOff": "In backward, if I parallelize over key tiles then dQ has to be accumulated with atomic adds, "
                    "so the result is non-deterministic run to run.",
    }
