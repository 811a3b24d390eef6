# Sources: S14 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": [
            "Decode: each split reads its range of FP8 K and V from the paged cache in HBM exactly once.",
            "Scores for a 16-token tile stay in registers; a split writes only (m, l, O-unnormalized) partials to scratch.",
        ],
        "tiling": [
            "bulk cp.async whole 16-token KV chunks into smem, double-buffered per warp",
            "16 QK dots in parallel (lane = token x dim-half), one shfl_xor to combine",
            "73 KB smem per block, split count chosen to minimise waves",
        ],
        "numericalStability": [
            "one tile-wise online-softmax step per 16 tokens instead of per token",
            "running max and sum per row in fp32; the partial accumulator is rescaled by exp(m_old - m_new) once per tile",
        ],
        "tradeOff": [
            "At 73 KB smem only 1 block fits per SM, and the shared split heuristic produced a 2.07-wave grid whose third wave was nearly idle, so the split count has to be wave-quantization-aware.",
        ],
    }
