# Sources: S17, S14 (paraphrase / learner rewrite, project write-up with computed numbers)


def designOutline():
    BLOCK_M, BLOCK_N, HEAD_DIM, STAGES = 128, 64, 128, 2
    elem = 2  # fp16 bytes
    q_tile = BLOCK_M * HEAD_DIM * elem
    kv_tile = BLOCK_N * HEAD_DIM * elem
    smem = q_tile + STAGES * 2 * kv_tile
    acc = BLOCK_M * HEAD_DIM * 4
    return {
        "memoryTraffic": (
            "Fused forward: read Q once, K/V once per query block, write O + lse. "
            "S/P are never written to HBM."
        ),
        "tiling": (
            f"BLOCK_M = {BLOCK_M}, BLOCK_N = {BLOCK_N}, head dim = {HEAD_DIM}, {STAGES} stages: "
            f"Q tile {q_tile // 1024} KB + {STAGES} x (K {kv_tile // 1024} KB + V {kv_tile // 1024} KB) "
            f"= {smem // 1024} KB of shared memory per CTA; 8 warps; grid = (N/{BLOCK_M}, B*H)."
        ),
        "numericalStability": (
            "Running max m and sum l per row in fp32; acc and l multiplied by exp(m_old - m_new) "
            "when a block raises m; O = acc / l at the end; lse = m + log(l) stored."
        ),
        "tradeOff": (
            f"The fp32 accumulator is {BLOCK_M} x {HEAD_DIM} x 4 B = {acc // 1024} KB of registers per "
            f"CTA, so BLOCK_M = {2 * BLOCK_M} would need {2 * acc // 1024} KB and the compiler would "
            "spill or occupancy would halve."
        ),
    }
