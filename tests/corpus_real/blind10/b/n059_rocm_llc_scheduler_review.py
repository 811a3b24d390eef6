# Sources: S02 (paraphrase / reviewer's notes)

def designOutline():
    return {
        "memoryTraffic": "Per head the fused FMHA reads K and V once per query block; S/P never leave the CU. With K/V per head bigger than the Infinity Cache every query block re-reads K/V from DRAM, so the launch order decides how much DRAM traffic there is.",
        "tiling": "bhsd layout: single launch, GetTileIndex linearises blocks head-major so all 128-row query blocks of one head run together and hit the same K/V in LLC. Trade-off: head-major order puts all blocks of a head on the GPU at once, so with few heads and a causal mask the last query blocks of each head finish late and SMs idle at the tail.",
        "numericalStability": "fp32 online softmax per row (running max, running sum, accumulator rescaled by exp(m_old - m_new)); the scheduling change does not touch it.",
    }
