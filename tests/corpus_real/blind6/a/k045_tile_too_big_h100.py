# Sources: S04, S13 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S never leaves the chip; HBM sees Q, K, V reads and O writes only.",
        "tiling": "Big tiles mean fewer K/V reloads, so on H100 I use BLOCK_M = 256, BLOCK_N = 256 with head dim 128 and 2 pipeline stages, Q tile resident and K/V streamed.",
        "numericalStability": "m, l tracked per row in fp32; exp(m_old - m_new) correction on O each iteration.",
        "tradeOff": "The bigger the tile, the more registers the S tile needs; this can spill.",
    }
