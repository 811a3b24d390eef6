# Sources: S37 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Enabling SDPA optimization may provide performance improvements and memory usage reduction.",
        "tiling": "sdpa_opt kernel with subgroups; GQA optimization.",
        "numericalStability": "sdpa_opt.cl computes softmax with max subtraction.",
        "tradeOff": "Not all cases are well optimized yet, so the key is a recommendation and may be ignored in known sub-optimal cases, decomposing back to MatMul+Softmax.",
    }
