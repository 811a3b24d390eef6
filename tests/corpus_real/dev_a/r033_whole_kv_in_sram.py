# sources: S44, S18; a common misreading of the tiling (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Scores are computed in on-chip memory and never written back to HBM; the kernel writes only O and the per-row logsumexp.",
        "tiling": "At kernel start we load all of K and V for the head into shared memory once, then loop over Q blocks of 64 rows; for each Q block we compute its scores against the whole K in SRAM, so K and V are read from HBM only one time.",
        "numericalStability": "Per row the running max m and sum l are kept in fp32; before a new chunk of scores is added, O and l are multiplied by exp(m_old - m_new).",
        "tradeOff": "Long sequences make the single CTA per head do all the work, so with few heads the GPU is underused: 16 heads on a 132-SM H100 keeps only 16 SMs busy.",
    }
