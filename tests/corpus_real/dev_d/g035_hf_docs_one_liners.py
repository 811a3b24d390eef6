# Sources: S40 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "flash_attention_2 rearranges the math to reduce memory traffic.",
        "tiling": "flash_attention_2 tiles computations into smaller blocks and uses fast on-chip memory.",
        "numericalStability": "All attention implementations perform the same computation, so nothing changes numerically.",
        "tradeOff": "flash_attention_3 is faster but only on Hopper.",
    }
