def designOutline():
    return {
        "memoryTraffic": "Attention is fused into one kernel so S/P never go to HBM; Q,K,V in, O and logsumexp out.",
        "tiling": "Br = 64, Bc = 64. Q tile resident in shared memory; K/V tiles streamed; grid over query tiles x heads.",
        "numericalStability": "Running max and running sum per row in fp32, accumulator rescaled by exp(m_old - m_new).",
        "tradeOff": "There is no real trade-off: FlashAttention computes fewer FLOPs than standard attention and also uses less memory, so it wins on both.",
    }
