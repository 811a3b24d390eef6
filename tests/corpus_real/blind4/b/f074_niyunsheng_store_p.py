# Sources: S22 (MFU/HFU post; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "To avoid recomputation and keep HFU equal to MFU, our forward kernel writes P in bf16 to HBM tile by tile so the backward can read it back.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 128, d = 64; the Q block stays resident, K/V blocks stream in the inner loop.",
        "numericalStability": "Running max and running sum per row in fp32, acc rescaled by exp(m_old - m_new) for every new K/V block.",
        "tradeOff": "Storing P costs N^2 bf16 values per head in HBM, which limits the sequence length to about 8K on an 80 GB card.",
    }
