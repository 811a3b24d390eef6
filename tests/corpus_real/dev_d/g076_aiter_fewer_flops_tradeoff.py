# Sources: S10 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q tile loaded once into VGPRs; K/V tiles streamed through LDS; the score tile never goes to HBM; O and LSE written once.",
        "tiling": "kM0 = 128, kN0 = 64, hdim 128, 8 waves per workgroup; K and V prefetched one tile ahead; grid (seqlen_q/128, nhead, batch).",
        "numericalStability": "scores scaled by softmax_scale * log2e, exp2(s - m); acc and l rescaled by exp2(m_old - m_new); fp32 accumulators.",
        "tradeOff": "Since flash attention does fewer FLOPs than standard attention, compute is never the limit; the only cost is the extra code complexity of the asm pipeline.",
    }
