# Sources: S02 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q tile loaded once per CTA; K/V tiles loaded through cp.async into shared memory; S/P never stored; O and LSE stored once.",
        "tiling": "Br = 128, Bc = 128, d = 128, 2 pipeline stages for K/V, 8 warps: 32 KB (Q) + 2 x (32 + 32) KB = 160 KB of shared memory per CTA.",
        "numericalStability": "Online softmax with per-row m, l in fp32; rescale acc by exp(m_old - m_new); LSE stored for backward.",
        "tradeOff": "160 KB per CTA means only one CTA fits per SM on A100 (164 KB max), so the occupancy is one CTA and memory latency is hidden only by the 2-stage pipeline; dropping to 1 stage would fit two CTAs but stalls each one on its loads.",
    }
