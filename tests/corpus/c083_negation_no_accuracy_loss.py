def designOutline():
    return {
        "memoryTraffic": "S/P are not written to HBM; Q,K,V read once per block, O and logsumexp written once.",
        "tiling": "Q tile 128 rows resident in SRAM, K/V tiles 64 rows streamed, one CTA per (Q tile, head).",
        "numericalStability": "Online softmax with fp32 running max and sum; rescale by exp(m_old - m_new).",
        "tradeOff": "It does not trade accuracy for speed (the result is exact); the cost is elsewhere: the backward recomputes S and P, about 1.3x the FLOPs of a backward that reads a stored P.",
    }
