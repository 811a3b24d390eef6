# Sources: S33 (*) (paraphrase / learner rewrite), S32 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Interview answer, part 1: the kernel never materialises the n x n score matrix in "
            "HBM. Tiles of Q, K, V are loaded into SRAM, score/softmax/PV happen there, and only "
            "the output O (plus the per-row logsumexp) is written back."
        ),
        "tiling": (
            "Outer loop over Q blocks of 64 rows (one CTA each, Q block pinned in shared memory), "
            "inner loop over K/V blocks of 64 rows. d = 64, bf16: 8 KB per tile, ~24 KB total on "
            "an A100."
        ),
        "numericalStability": (
            "For each K/V block compute the block's row max, subtract it, exponentiate, divide by "
            "the block's own row sum, multiply by V_j and add the result into O. Every block is "
            "then a properly normalised softmax, so nothing can overflow."
        ),
        "tradeOff": (
            "Red flag I mention in interviews: for decode (one query row, long KV cache) there is "
            "only one Q block per head, so batch x heads CTAs is far below the SM count and the "
            "GPU sits mostly idle; that is why flash-decoding splits the KV sequence."
        ),
    }
