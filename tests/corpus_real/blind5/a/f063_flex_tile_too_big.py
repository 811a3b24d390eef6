# Sources: S19 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S never hits HBM; Q/K/V tiles in, O/LSE out.",
        "tiling": "BLOCK_M = 256, BLOCK_N = 128, head dim 256, 2 pipeline stages; big tiles so each K/V load is reused by 256 queries.",
        "numericalStability": "online softmax: running max, running sum, rescale acc by exp(m_old - m_new), fp32.",
        "tradeOff": "Larger tiles mean fewer K/V reloads but more registers; the compiler may spill.",
    }
