# Sources: S17, S16 (paraphrase / learner rewrite, project write-up)


def designOutline():
    return {
        "memoryTraffic": (
            "S and P never touch HBM: each 128 x 64 S tile is born in registers, turned into P, "
            "multiplied by the V tile and dropped; HBM sees Q, K, V in and O, LSE out."
        ),
        "tiling": (
            "BLOCK_M = 128 query rows per CTA with their fp32 accumulator in registers, BLOCK_N = 64 "
            "key rows per step, 8 warps. Trade-off: at d = 128 the accumulator is 128 x 128 x 4 = "
            "64 KB of registers per CTA, so only a few CTAs fit per SM and occupancy drops; going to "
            "BLOCK_M = 256 would make it spill."
        ),
        "numericalStability": (
            "Online softmax: per row m, l in fp32, exp2 with log2(e)/sqrt(d) folded into the scale, "
            "rescale by exp2(m_old - m_new) every block, LSE saved."
        ),
    }
