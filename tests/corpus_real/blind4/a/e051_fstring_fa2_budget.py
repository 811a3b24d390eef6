# Sources: A02, D08 (learner rewrite; values computed)
BLOCK_M, BLOCK_N, HEAD_DIM, STAGES = 128, 64, 128, 2
BYTES = 2


def designOutline():
    q_kb = BLOCK_M * HEAD_DIM * BYTES // 1024
    kv_kb = STAGES * 2 * BLOCK_N * HEAD_DIM * BYTES // 1024
    return {
        "memoryTraffic": "Q read once per program, K and V read once per query block; "
                         "S = QK^T and P exist only as register tiles and are never stored to HBM; "
                         "O and one fp32 logsumexp per row are the only writes.",
        "tiling": f"BLOCK_M = {BLOCK_M}, BLOCK_N = {BLOCK_N}, head dim {HEAD_DIM}, {STAGES} pipeline stages: "
                  f"Q tile {q_kb} KB + K/V ring {kv_kb} KB = {q_kb + kv_kb} KB of shared memory per program; "
                  f"grid = (N / {BLOCK_M}, batch * heads), 8 warps. "
                  f"Trade-off: BLOCK_N = 128 would halve the loop trips but the fp32 S tile "
                  f"({BLOCK_M} x 128) takes more registers per thread and occupancy drops to one program per SM.",
        "numericalStability": "m_i and l_i in fp32; qk scaled by sm_scale * log2(e) so exp2 can be used; "
                              "acc *= exp2(m_i - m_new) before acc += p @ v; final acc / l_i.",
    }
