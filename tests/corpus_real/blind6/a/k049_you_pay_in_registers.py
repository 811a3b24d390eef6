# Sources: S12, S15 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Read Q/K/V once per tile pass, write O once; scores live only in registers/shared memory and are never written to HBM.",
        "tiling": "4 warps per CTA, each warp owns 16 of the 64 query rows; K/V tiles of 64 keys loaded to shared memory and shared by the warps.",
        "numericalStability": "per-row running max and sum in fp32 registers; rescale factor exp(m_old - m_new) applied to the accumulator and the sum",
        "tradeOff": "You pay in registers: each thread holds its slice of the 16 x d fp32 output accumulator, so at d = 128 the kernel gets close to 255 registers per thread and fewer CTAs fit on an SM.",
    }
