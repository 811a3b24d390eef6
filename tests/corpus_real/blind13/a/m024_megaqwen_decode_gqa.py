# Sources: S26 (paraphrase / learner rewrite)
# Project report (non-native English), decode attention for a small Qwen model.


def designOutline():
    return {
        "memoryTraffic": (
            "In my kernel the K/V for one kv head are read from the cache only one time and "
            "used by both query heads of the group (16 q heads, 8 kv heads), no repeat_interleave "
            "copy in HBM. The score of the single query is kept in registers, never written."
        ),
        "tiling": (
            "One block per (batch, kv head), 4 warps, each warp takes 32 positions of the cache "
            "per iteration; both query heads of the group are computed in the same block."
        ),
        "numericalStability": (
            "Qwen3 applies RMS norm to q and k (QK-norm), so the scores are always small; the "
            "max-subtraction is unnecessary and I just do exp(s) and sum in fp32."
        ),
        "tradeOff": (
            "Because the block is per kv head, batch 1 gives only 8 blocks for 132 SMs, so "
            "the cache read uses a small fraction of HBM bandwidth unless I also split the "
            "sequence."
        ),
    }
