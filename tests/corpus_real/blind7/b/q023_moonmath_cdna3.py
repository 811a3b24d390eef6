# Sources: S23 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Most of the speedup comes from memory placement: K in LDS, V kept hot in L1, Q and the accumulators in "
            "registers; the scores never leave registers, so HBM only sees Q, K, V reads and the O write."
        ),
        "tiling": (
            "Eight waves in two groups with two carefully placed barriers per iteration; 3Q tiling (each wave group "
            "handles three Q sub-tiles against the same K/V tile) and a tail KV split for the last partial block."
        ),
        "numericalStability": (
            "Accumulation of the row max, row sum and O in fp32; only the final bf16 store is rounded, and we "
            "compare the RTNE, RTNA and RTZ rounding modes for that store."
        ),
        "tradeOff": (
            "One-instruction asm wrappers give exact opcodes, but they tie the kernel to gfx942: other CDNA or RDNA "
            "chips have different MFMA shapes, so it must be retuned per GPU."
        ),
    }
