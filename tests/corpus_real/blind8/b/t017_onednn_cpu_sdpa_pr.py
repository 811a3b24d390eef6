# Sources: S23 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "On CPU the fused SDPA keeps each score block in a per-thread scratchpad sized to stay in "
            "L2 instead of writing the B x H x Lq x Lk scores to DRAM; only Q, K, V are read and O written."
        ),
        "tiling": (
            "Two implementations: 'decomp' is used only when batch * num_head_q > 2 * nthr (enough "
            "independent heads per thread), otherwise 'larger_partition', which splits a head across "
            "threads and uses a large scratchpad."
        ),
        "numericalStability": "Online softmax as in 'From Online Softmax to FlashAttention'.",
        "tradeOff": "It is experimental; if it is slower then we should not use it.",
    }
