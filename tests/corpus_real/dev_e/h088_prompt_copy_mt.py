# Sources: S28 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Each value must name a concrete mechanism or decision.",
        "tiling": "Br = 64, Bc = 64, d = 64: Q tile in shared memory, K/V tiles streamed.",
        "numericalStability": "Running max and sum in fp32, rescale by exp(m_old - m_new).",
        "tradeOff": "Causal masking leaves the late query blocks with far more K/V blocks than the early ones, so the grid finishes unevenly and SMs idle in the last wave.",
    }
