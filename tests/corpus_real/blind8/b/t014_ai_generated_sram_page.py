# Sources: S20 (excerpt + paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "All intermediate computation stays in SRAM: load, compute, accumulate, write back. "
            "Reduces HBM accesses from O(N^2 d) to O(N d)."
        ),
        "tiling": (
            "Tile Q into blocks of size M = SRAM_size / (3 x d x sizeof(float)); with ~96 KB of SRAM for "
            "tensors and d = 128 that is about 62 query tokens per block; for each Q block loop through "
            "the K, V blocks."
        ),
        "numericalStability": (
            "m = -inf (row max), l = 0 (row sum of exp); for each K/V block m_new = max(m, rowmax), "
            "O and l are multiplied by exp(m - m_new) before adding exp(scores - m_new) @ V."
        ),
        "tradeOff": "Recomputation in backward.",
    }
