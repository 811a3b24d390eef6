# Sources: S22 (paraphrase of a PR description)

def designOutline():
    return {
        "memoryTraffic": "The combine kernel is the second half of a split forward: it reads each split's partial O and log-sum-exp once from HBM through a two-stage cp.async pipeline and writes the final O; no K/V and no scores are touched.",
        "tiling": "256 uniform threads per CTA over a plain shared pool; the log-sum-exp staging walks (split, row) and the epilogue walks rows with a different thread decomposition; no TMA, no warp specialisation.",
        "numericalStability": "Merge the split log-sum-exps first (max, then log of summed exps), then rescale each split's output by exp(lse_s - lse_total) and accumulate in fp32 before the cast.",
        "tradeOff": "The four tiled copies use four different thread decompositions of the same 256 threads; conflating two of them still addresses real memory and passes on some shapes, so a mix-up produces silently wrong output rather than a crash.",
    }
