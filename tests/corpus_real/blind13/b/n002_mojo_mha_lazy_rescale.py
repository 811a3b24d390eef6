# Sources: S02 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "att_block RegTile never leaves VGPRs. K/V tiles are DMA'd HBM -> LDS once per Q block, "
            "Q sits in registers; o_reg is written to HBM once, after o_reg /= norm_vec. No S or P "
            "buffer in HBM."
        ),
        "tiling": (
            "MhaPrefillV2, gfx950: rt_32x32 accumulators, each lane owns one Q row's column. "
            "BM = 128 Q rows per workgroup (4 warps x 32), BN = 64 keys per iteration, KV double "
            "buffered in LDS: 2 x 2 x 64 x 128 x 2 B = 64 KB at d = 128 (of 160 KB)."
        ),
        "numericalStability": (
            "max_vec is in log2 units (Q prescaled by scale * log2(e)). scale_vec = "
            "exp2(max_vec_prev - max_vec) is applied to o_reg and norm_vec only when the max "
            "actually moved (lazy rescale) and unconditionally in the epilogue tails. The four "
            "row-state scalars stay Float32 even on the FP8 path."
        ),
        "tradeOff": "Lazy rescale makes the code a bit more complex, but it is worth it.",
    }
