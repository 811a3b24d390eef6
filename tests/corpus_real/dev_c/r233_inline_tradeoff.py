# Sources: learner rewrite after P2 section 3.2 and S3
def designOutline():
    return {
        "memoryTraffic": "Only Q, K, V are read and O, LSE written; the N x N probabilities never touch HBM.",
        "tiling": "Q tile 128 x 64 per CTA (d = 64), K/V tiles 64 x 64 streamed with 2 stages, 4 warps. Trade-off: for causal masks the last query tiles do N/64 iterations and the first ones only one, so the CTAs finish unevenly; scheduling the heaviest tiles first reduces the tail.",
        "numericalStability": "Row max m and sum l in fp32; acc scaled by exp(m - m_new) at each K/V tile; masked positions set to -inf before the max.",
    }
