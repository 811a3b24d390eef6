# Sources: S17 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "For token generation with split_k, each split writes its unnormalised partial O plus its "
            "row max m and sum L to a small temporary buffer in VRAM; the split_k_reduce shader reads "
            "them back and writes the final O. The scores themselves never leave the workgroup."
        ),
        "tiling": (
            "split_k is now allowed for KV < 512 too (the KV >= 512 check is removed). The reduce "
            "shader uses more threads for large head sizes and spreads the reductions across the "
            "workgroup. Trade-off: the split costs an extra dispatch and a round trip of the partials "
            "through VRAM, which is why prompt processing keeps split_k off."
        ),
        "numericalStability": (
            "Reduce: M = max_i m_i; O = sum_i exp(m_i - M) * O_i / sum_i exp(m_i - M) * L_i, computed in fp32."
        ),
    }
