# Sources: S14, S18 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Bytes, not math: scores and probabilities are born and die in SRAM, never parked in HBM; "
            "the kernel only pulls Q, K, V in and pushes O and a per-row logsumexp out."
        ),
        "tiling": (
            "Each thread block adopts one 64-row slab of Q for its whole life (shared memory) and lets 64-row "
            "slabs of K and V flow past it; grid = query slabs x heads."
        ),
        "numericalStability": (
            "Every row carries its record score m and a running total l (fp32); a new record means the old total "
            "and old weighted sum are shrunk by exp(m_old - m_new) before the newcomers are added."
        ),
        "tradeOff": (
            "The bill arrives in the backward: P is thrown away after each tile, so to get gradients we pay for "
            "Q·Kᵀ a second time per tile."
        ),
    }
