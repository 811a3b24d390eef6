# Sources: S12, S14 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Forward writes O and LSE only; S/P stay on chip.",
        "tiling": "64 x 64 tiles for fp32 on Pascal, 128 x 64 on Ampere, grid over (q block, batch*head).",
        "numericalStability": "LSE per row in fp32; backward rebuilds P = exp(S - LSE).",
        "tradeOff": "The memory-efficient kernel uses more memory than standard attention because it has to keep the LSE and the RNG state for dropout.",
    }
