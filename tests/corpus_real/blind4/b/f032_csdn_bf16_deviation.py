# Sources: S32 (paraphrase of a Chinese microblog post, learner English)
def designOutline():
    return {
        "memoryTraffic": "Fused kernel: S and P tiles stay on chip and are never written to HBM; only O and the per-row logsumexp are stored.",
        "tiling": "Br = Bc = 128 at d = 64: the Q tile stays in shared memory, K/V tiles of 128 rows are loaded in the inner loop, one CTA per (Q tile, head).",
        "numericalStability": "Keep running max and sum and rescale the output by exp(m_old - m_new); this makes FlashAttention close to exact but slightly inaccurate, in BF16 its deviation is about 10x the baseline.",
        "tradeOff": "Numeric deviation: in BF16 the forward output differs from baseline attention by about an order of magnitude more, because the partial output is rescaled and rounded again once per K/V block instead of once at the end.",
    }
