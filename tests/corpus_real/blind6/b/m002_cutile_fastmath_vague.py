# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Flash attention solves the memory bandwidth problem of standard attention by using tiled computation and operation fusion.",
        "tiling": "Adaptive tiling with autotuning, plus K-loop splitting and program id remapping.",
        "numericalStability": "Online softmax. Fast math: flush_to_zero and approximate division.",
        "tradeOff": "Larger tiles are a trap, performance goes down.",
    }
