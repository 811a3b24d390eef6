# Sources: S35 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "FMHA local attention with chunk support; the chunk's K/V are read once.",
        "tiling": "Improved workload balancing and partitioning in selected scenarios.",
        "numericalStability": "Guard the division by the row sum: with seqlen_k = 0 a row has no keys, l = 0 and m = -inf, so the epilogue writes 0 instead of 0/0.",
        "tradeOff": "Without that guard the host hit a floating-point exception when seqlen_k = 0.",
    }
