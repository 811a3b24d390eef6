def designOutline():
    return {
        "memoryTraffic": "The full N x N attention matrix is never stored in HBM; it is produced tile by tile in SRAM and consumed immediately.",
        "tiling": "Pick whatever block size autotuning says is fastest.",
        "numericalStability": "Running max subtraction, running sum, rescale by exp(m_old - m_new), fp32 accumulators, logsumexp stored.",
        "tradeOff": "Causal masking leaves the grid imbalanced: later query blocks loop over up to N/Bc K/V blocks, early ones over one.",
    }
