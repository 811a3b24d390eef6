# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S and P are kept in SRAM and never written to HBM; O and the logsumexp are the only outputs.",
        "tiling": "Br = 128, Bc = 64, d = 128; Q tile resident in SMEM (32 KB), K and V tiles 16 KB each; loop over K/V tiles inside each CTA.",
        "numericalStability": "online softmax with m and l per row; O rescaled by exp(m_old - m_new) at each step; fp32 accumulator",
        "tradeOff": "The downside is that FlashAttention uses more memory than standard attention, because it has to keep the extra m and l statistics.",
    }
