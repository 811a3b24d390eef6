# Sources: S17 (paraphrase / learner rewrite)
BLOCK_M, BLOCK_N, D = 128, 64, 128
GROUP = 4  # query heads per KV head


def designOutline():
    mem = " ".join([
        "Per CTA: load the Q tile once, stream K/V tiles, write O.",
        "The N x N scores never reach global memory.",
        f"With GQA (group of {GROUP}), the {GROUP} query heads of a group are handled by the same "
        "CTA so each K/V tile is read from HBM once per group instead of once per head.",
    ])
    tiling = (
        f"BLOCK_M = {BLOCK_M} query rows (x {GROUP} heads of the group), BLOCK_N = {BLOCK_N} keys, "
        f"head dim {D}; Q tiles and fp32 accumulators stay on chip, K/V tiles flow through "
        "shared memory in the inner loop; grid = (N / BLOCK_M, batch * kv_heads)."
    )
    return {
        "memoryTraffic": mem,
        "tiling": tiling,
        "numericalStability": (
            "Per row running max m_i and sum l_i in fp32; each K tile: m_new = max(m_i, rowmax), "
            "alpha = exp2(m_i - m_new), acc = alpha * acc + P V, l_i = alpha * l_i + rowsum(P)."
        ),
        "tradeOff": (
            f"Packing {GROUP} heads into one CTA multiplies the accumulator registers by {GROUP}; "
            "at d = 128 that pushes registers per thread up, occupancy drops to one CTA per SM, "
            "so the group size has to be capped."
        ),
    }
