# Sources: learner rewrite; over-sized tile choice
def designOutline():
    return {
        "memoryTraffic": "K and V are read from HBM once per query block; S never leaves the SM; O written once.",
        "tiling": "BLOCK_M = 512, BLOCK_N = 512, head dim 128, so fewer iterations and each K/V tile is reused by 512 queries.",
        "numericalStability": "Running max and sum in fp32 registers, accumulator rescaled by exp(m_old - m_new).",
        "tradeOff": "Large tiles mean fewer thread blocks, so for short sequences (N = 1024, 2 query blocks per head) the grid may not fill all 132 SMs.",
    }
