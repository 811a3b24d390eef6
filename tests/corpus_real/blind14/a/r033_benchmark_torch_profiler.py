# Sources: S07 (paraphrase / learner rewrite, forum thread)


def designOutline():
    return {
        "memoryTraffic": (
            "My FA2 kernel reads Q once per block and streams K/V from HBM; scores stay in shared "
            "memory and registers and are never written back; output and lse are the only writes."
        ),
        "tiling": (
            "Warp-based: one block per 64-row Q tile, 4 warps x 16 rows, K/V tiles of 32 rows "
            "double-buffered in shared memory."
        ),
        "numericalStability": (
            "Per-row max and sum in fp32, kept by the warp that owns the row, rescaled by "
            "exp(m_prev - m_cur) each tile; final division by the sum."
        ),
        "tradeOff": "Smaller tiles are good for occupancy, and the kernel uses less shared memory.",
    }
