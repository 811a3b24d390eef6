# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Flash attention loads blocks of Q, K and V from HBM into SRAM and computes the block of S there; S is not written back to global memory like in standard attention, it goes straight into softmax and the multiplication with V.",
        "tiling": "Q, K and V cannot fit into SRAM so tiling is used, the blocks are chosen to fit in SRAM.",
        "numericalStability": "running max m and sum l per row; each new block rescales the previous output by exp(m_old - m_new) before adding; final divide by l.",
        "tradeOff": "There are trade-offs between speed and memory.",
    }
