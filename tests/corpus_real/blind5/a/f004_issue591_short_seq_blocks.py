# Sources: S04 (excerpt)
def designOutline():
    return {
        "memoryTraffic": "reads q,k,v once per block row, writes o + lse. scores never go to HBM.",
        "tiling": "FA1 uses block size 16x256 for headdim 64 and 16 x 128 for headdim 128. FAv2 uses block size 128x128 for headdim 64 and 128 x 64 for headdim 128.",
        "numericalStability": "softmax is computed online.",
        "tradeOff": "For short sequences (<= ~150-200 tokens) scaled_dot_product is as fast or faster; if seqlen <= 256 things might just fit in 1 block, so the tiling buys nothing and the fixed per-launch cost dominates.",
    }
