# Sources: S24, S16 (paraphrase / learner rewrite, forum Q&A)


def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel: per query block, read the Q block once and all K, V blocks; the S tile is "
            "in SRAM only; write O. No N x N tensor ever goes to HBM."
        ),
        "tiling": (
            "Br = 64 query rows per CTA kept in smem, Bc = 64 key rows per step, 4 warps, loop over "
            "K/V inside the CTA."
        ),
        "numericalStability": (
            "Q from the forum: can the running max give a wrong answer if a later block has a bigger "
            "score? My answer: yes, a partial max is not the true max, so the kernel first makes one "
            "pass over all K blocks to get the exact row max, then a second pass computes "
            "exp(s - max) and PV with that max. That's the 'safe softmax' from the Milakov paper."
        ),
        "tradeOff": (
            "A larger Bc = 128 would mean fewer loop iterations, but the 64 x 128 S tile in fp32 is "
            "32 KB of registers per CTA, so the compiler spills."
        ),
    }
