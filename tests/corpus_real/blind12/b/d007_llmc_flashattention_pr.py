# Sources: S07 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "attention_forward6 fuses all attention operations into one kernel and never realizes the entire attention matrix in global memory, which removes most of the memory-boundedness.",
        "tiling": "Tile the attention computation onto the blocks as B_r x B_c; each thread computes a TM x TN chunk of attention values; sequence-level parallelism over Q blocks as in FlashAttention-2; Q tiles are not cached in SMEM to keep SMEM low and occupancy high; fully masked (causal) tiles are not computed.",
        "numericalStability": "The softmax is made numerically stable like in the paper.",
        "tradeOff": "Tiling reduces stalls from GMEM loads at the cost of more SMEM stalls, and the per-thread TM x TN chunks lower SMEM stalls at the cost of higher register usage.",
    }
