# Sources: S07 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "SDPAProgramConfig sets compute_with_storage_grid_size = (8, 8), q_chunk_size = 128 "
            "and k_chunk_size = 128; the op parallelises over b, nqh and Q's s dimension, so each "
            "of the 64 cores gets a slice of Q chunks."
        ),
        "tiling": (
            "Each core keeps its 128-row Q chunk (dh = 128, bf16) and the fp32 output accumulator "
            "in L1 and iterates over K/V in 128-row chunks; causal chunks above the diagonal are "
            "skipped."
        ),
        "numericalStability": (
            "Per row running max and running sum in fp32 on the SFPU; when a new chunk gives a "
            "larger max the previous output and sum are multiplied by exp(old - new)."
        ),
        "tradeOff": (
            "The attn_mask path needs a [b x 1 x s x s] tensor read from DRAM chunk by chunk, so "
            "custom masks bring back s^2 DRAM traffic that is_causal avoids."
        ),
    }
