# Sources: S37 (GQA chapter; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "GQA: 8 query heads share one K/V head, so each K/V tile is loaded from HBM once per group and reused for all 8 query heads in the CTA; S is still never written to HBM.",
        "tiling": "Pack the 8 query heads' rows into the M dimension: BLOCK_M = 128 = 16 positions x 8 heads, BLOCK_N = 64, HEAD_DIM = 128; Q tile resident, K/V tiles streamed.",
        "numericalStability": "Same online softmax, per row (each head's row separately): running max and sum in fp32, rescaled with exp2(m_old - m_new).",
        "tradeOff": "Packing heads into M only helps decode; in prefill BLOCK_M is already full of positions, and the packed layout needs different index math, so it ends up as a second kernel to keep in sync.",
    }
