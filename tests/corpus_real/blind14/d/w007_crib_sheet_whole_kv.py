# Sources: S10 (paraphrase), S01* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "crib: fused kernel -> S, P never hit HBM. traffic = Q,K,V in, O + L out.",
        "tiling": "crib: load ALL of K and V for the head into shared memory once at kernel start (they stay resident), then stream Q "
                  "in 64-row tiles and compute each tile's output against the resident K/V.",
        "numericalStability": "crib: per row keep m, l (fp32). new block: m' = max(m, rowmax S), rescale acc and l by exp(m - m'), "
                              "add exp(S - m') V. divide by l at the end.",
        "tradeOff": "crib: head dim 256 -> each row of a tile is 4x longer, smem runs out on consumer cards (~100 KB per SM), so blocks "
                    "have to shrink and the speed-up drops.",
    }
