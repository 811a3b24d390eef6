# Sources: S04, S07 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "HBM accesses go from O(N^2) to O(N^2 d / M^2) because each tile of size M is reused M times; S is never written to HBM, only O and the lse.",
        "tiling": "Br = Bc = 128, d = 64, Q tile resident, K/V streamed, 8 warps.",
        "numericalStability": "running max and sum per row in fp32; acc rescaled by exp(m_prev - m_new).",
        "tradeOff": "With Br = 128 and d = 128 the fp32 accumulator is 128 x 128 x 4 B = 64 KB of registers per CTA, so only one CTA fits per SM and latency is not hidden.",
    }
