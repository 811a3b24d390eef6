# Sources: S04 (paraphrase; source already used elsewhere)
def designOutline():
    return {
        "memoryTraffic": "The win is not fewer FLOPs (it does the same 4N^2 d matmul work); it is fewer HBM bytes, because S and P are never materialised: for fp16, N = 8192 that is 2 x 128 MB per head that my kernel simply never writes or reads. Only Q, K, V (K/V once per query block) and O touch HBM.",
        "tiling": "Each CTA owns a B = 128 query tile (kept in SMEM) and walks K/V tiles of B = 64 rows, d = 64; the live score tile is 128 x 64 in registers.",
        "numericalStability": "Online softmax with running max and running sum in fp32 and rescale exp(m_old - m_new) of the accumulator per tile.",
        "tradeOff": "The backward recomputes the 128 x 64 score tiles from Q, K and the saved LSE, which adds roughly one extra matmul per tile.",
    }
