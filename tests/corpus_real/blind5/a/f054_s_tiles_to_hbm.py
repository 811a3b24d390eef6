# Sources: S33 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Unlike naive attention, our kernel writes each S tile to HBM and reads it back for the softmax, so the full N x N matrix never has to sit in SRAM at once.",
        "tiling": "Q block 128 x 64, K/V blocks 64 x 64, one CTA per Q block.",
        "numericalStability": "online softmax with running max m and sum l in fp32, acc rescaled by exp(m_old - m_new) when m grows.",
        "tradeOff": "Extra HBM round trip for every S tile costs bandwidth, so it is slower than a fully fused version.",
    }
