# Sources: S25, S03 (paraphrase / learner rewrite)
BR, BC, D, STAGES, BYTES = 128, 64, 128, 2, 2


def designOutline():
    q_tile = BR * D * BYTES
    kv_stage = 2 * BC * D * BYTES
    smem = q_tile + STAGES * kv_stage
    return {
        "memoryTraffic": f"S and P stay on chip; per CTA we read the Q tile once ({q_tile // 1024} KB) and stream K/V ({kv_stage // 1024} KB per block) from HBM, and write O plus one fp32 LSE per row.",
        "tiling": f"Br = {BR}, Bc = {BC}, d = {D}, {STAGES} stages: {q_tile} + {STAGES} x {kv_stage} = {smem} bytes of shared memory, grid = (N/{BR}, batch*heads), 4 warps.",
        "numericalStability": "Running max m and sum l in fp32; acc and l multiplied by exp(m_old - m_new) when m grows; O = acc / l at the end.",
        "tradeOff": f"A third stage would add {kv_stage} bytes ({smem + kv_stage} in total), which fits on H100 but leaves room for only one CTA per SM, trading occupancy for deeper prefetch.",
    }
