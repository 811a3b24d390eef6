# Sources: S47 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Only K/V blocks inside the window are read from HBM for each query block; scores never written.",
        "tiling": "Sliding window w = 4096: for query block i only KV blocks overlapping [i*128 - w, i*128 + 127] are visited; 128 x 64 tiles.",
        "numericalStability": "Running max and sum in fp32, rows with no visible key guarded to 0; exp(m_old - m_new) rescale.",
        "tradeOff": "Deterministic mode cannot be combined with the sliding window.",
    }
