# Sources: learner rewrite; misconception about memory use
def designOutline():
    return {
        "memoryTraffic": "Tiles of Q, K, V are moved from HBM to SRAM; S stays on chip, and O is written at the end.",
        "tiling": "64 x 64 tiles, one block per Q tile, d = 64.",
        "numericalStability": "Keep m and l per row in fp32, rescale the accumulator with exp(m_old - m_new).",
        "tradeOff": "FlashAttention uses more memory than standard attention because it has to keep the extra statistics m and l and the tile buffers.",
    }
