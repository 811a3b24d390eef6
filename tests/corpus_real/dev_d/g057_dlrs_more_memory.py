# Sources: S38 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q block of 64 rows loaded once into SRAM, K and V blocks streamed, S kept in registers/SRAM, O stored once; m and l vectors stored for the backward.",
        "tiling": "BLOCK_M = 64, BLOCK_N = 64, head dim 64, num_warps = 4, num_stages = 2; one Triton program per (Q block, batch*head).",
        "numericalStability": "m_i = max(m_i, rowmax(qk)); alpha = exp(m_old - m_i); acc = acc * alpha + p @ v; l_i = l_i * alpha + rowsum(p); acc / l_i at the end; fp32 acc.",
        "tradeOff": "Flash attention uses more memory than standard attention, because it has to keep m and l for every row and recompute things in the backward.",
    }
