# Sources: S04, S11 (learner rewrite, computed strings)
BLOCK_M, BLOCK_N, HEAD_DIM, STAGES, BYTES = 128, 64, 128, 2, 2


def designOutline():
    q_tile = BLOCK_M * HEAD_DIM * BYTES
    kv_tile = 2 * BLOCK_N * HEAD_DIM * BYTES
    smem = q_tile + STAGES * kv_tile
    return {
        "memoryTraffic": (
            "S and P are produced and consumed inside the kernel and never written to HBM; "
            f"per program we read one {BLOCK_M}x{HEAD_DIM} Q tile and stream K/V, and write O plus one fp32 lse per row."
        ),
        "tiling": (
            f"BLOCK_M = {BLOCK_M} query rows stay in shared memory, BLOCK_N = {BLOCK_N} K/V rows per step, "
            f"head dim {HEAD_DIM}, {STAGES} pipeline stages: {q_tile // 1024} KB + {STAGES} x {kv_tile // 1024} KB "
            f"= {smem // 1024} KB of shared memory, 4 warps, grid = (N/{BLOCK_M}, batch*heads)."
        ),
        "numericalStability": (
            "running max m and sum l per row in fp32; acc *= exp(m_old - m_new) and l *= exp(m_old - m_new) "
            "before adding exp(S - m_new) @ V; O = acc / l at the end."
        ),
        "tradeOff": (
            f"going to {STAGES + 1} stages would need {(q_tile + (STAGES + 1) * kv_tile) // 1024} KB, fewer "
            "programs fit per SM and occupancy drops, so 2 stages is the compromise."
        ),
    }
