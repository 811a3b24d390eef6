# Sources: S17 (paraphrase / learner rewrite, study notes)


def designOutline():
    return {
        "memoryTraffic": (
            "HBM side is the same as FA1 except for O: each Q block's O is written exactly once at "
            "the end instead of being read and written back on every K/V iteration; S/P never reach "
            "HBM."
        ),
        "tiling": (
            "Within a 128-row Q block, 4 warps each take 32 rows of Q ('split-Q'); all 4 warps read "
            "the same K/V tile (Bc = 64) from shared memory. No warp needs another warp's partial "
            "sums, so there is no __syncthreads reduction through smem per iteration."
        ),
        "numericalStability": (
            "Since each warp owns whole rows, the row max and row sum are reduced with warp shuffles "
            "only; rescale with exp(m_old - m_new), fp32 accumulators."
        ),
        "tradeOff": (
            "Split-Q means every warp holds a 32 x d fp32 accumulator in registers; at d = 128 that's "
            "32 x 128 x 4 = 16 KB per warp, so register pressure caps it at 4 warps and one or two "
            "CTAs per SM."
        ),
    }
