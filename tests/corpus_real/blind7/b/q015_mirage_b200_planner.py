# Sources: S15 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "On B200, S, P and O live mainly in TMEM; softmax and correction warps read them into registers and "
            "write them back to TMEM, so none of S, P or the running O ever goes to HBM. HBM sees Q, K, V loads "
            "(via TMA) and the final O and LSE."
        ),
        "tiling": (
            "Warp roles: one MMA warp issues the QK^T and PV tcgen05 MMAs, a load warp drives TMA for K/V tiles, "
            "two softmax warpgroups each own a 128-row Q tile, and a correction warpgroup rescales O; a tile "
            "scheduler hands out (m_block, head) work units."
        ),
        "numericalStability": (
            "The streaming state is row_max, row_sum and O. When a new maximum appears, the old denominator and O "
            "must both be rescaled to the same basis, exp(old_max - new_max), before the new block is added."
        ),
        "tradeOff": (
            "Getting the mbarrier protocol wrong between the MMA warp and the correction warpgroup lets the next PV "
            "MMA accumulate into O in TMEM before it was rescaled, which gives silently wrong output."
        ),
    }
