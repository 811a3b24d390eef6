# Sources: S28 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The online softmax keeps a running max and running sum per row so the output can be rescaled by exp(m_old - m_new) whenever a larger score arrives.",
        "tiling": "Warpgroup of 4 warps owns 64 query rows as 16x16 register tiles; K/V 64-row tiles loaded by a producer warp through TMA into a 3-stage shared-memory ring; d = 64.",
        "numericalStability": "Numerically stable softmax.",
        "tradeOff": "Three stages of K/V at d = 128 need 3 x 2 x 16 KB = 96 KB of shared memory, which stops a second CTA from fitting on the SM; two stages let two CTAs co-reside but expose more load latency.",
    }
