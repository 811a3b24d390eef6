# Sources: S39 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q/K/V tiles moved from global memory into the on-chip buffer, S and P stay on chip, O written back.",
        "tiling": "Q tile 128 x d, KV tile 128 x d, d = 128, one core per (batch, head, q-tile).",
        "numericalStability": "Online softmax with running max and sum; rescale previous output by exp(old_max - new_max).",
        "tradeOff": "Large batch with short sequence (S < 128) degrades significantly compared to standard fused attention. To be determined after profiling.",
    }
