# Sources: S02 (paraphrase), S04 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "The kernel streams K/V tiles through SRAM and never writes S or P to HBM: "
            "reads Q, K, V; writes O."
        ),
        "tiling": (
            "A100, d = 64: 64-row Q tile per CTA in shared memory (8 KB), 64-row K/V tiles "
            "(8 KB each) streamed; 24 KB smem, 4 warps per CTA."
        ),
        "numericalStability": (
            "Each tile's softmax is normalised independently: subtract the tile's own max, "
            "exponentiate, divide by the tile's sum, multiply by V_j. The per-tile outputs are "
            "then averaged over the N/Bc tiles, which gives the same weighting as one big softmax "
            "and never overflows."
        ),
        "tradeOff": (
            "Because P is not kept, the backward must recompute every S tile from Q and K: "
            "an extra QK^T matmul per tile."
        ),
    }
