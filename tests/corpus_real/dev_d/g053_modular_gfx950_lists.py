# Sources: S32 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": [
            "score tiles are MMA fragments in registers, consumed by the P@V MMA",
            "only the output tile (and LSE for training) is stored to global memory",
        ],
        "tiling": [
            "warp grid num_warps_m x num_warps_n per block",
            "each warp owns num_m_mmas x num_n_mmas MMA tiles of the score matrix",
            "mma_m = 32 on gfx950 (16 also supported), which fixes the lane/fragment geometry",
        ],
        "numericalStability": [
            "per-thread running row-max and row-sum kept across MMA tiles",
            "previously accumulated outputs are rescaled as new score tiles arrive",
            "use_exp2 = True switches exp to exp2",
        ],
        "tradeOff": ["exp vs exp2", "MMA geometry", "warp layout"],
    }
