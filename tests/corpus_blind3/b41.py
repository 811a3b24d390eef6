def design_outline():
    return {
        "memory_traffic": "kernel fusion",
        "tiling": "tiling",
        "numerical_stability": "online softmax",
        "trade_off": "recomputation",
    }
