# Sources: S36 (Manning ch. 8 chapter outline), S01
# Learner notes copied from a chapter outline.

def designOutline():
    return {
        "memoryTraffic": ["memory-bound", "HBM", "SRAM residency", "kernel fusion"],
        "tiling": ["tiling", "loop restructuring", "work distribution", "WMMA tensor cores"],
        "numericalStability": ["online softmax", "running max", "fp32"],
        "tradeOffs": [
            "The backward pass regenerates S = Q K^T and P from the saved logsumexp instead of loading a "
            "stored P, so every backward block costs one extra Q K^T matmul (about a third more FLOPs than "
            "a backward that reads P).",
        ],
    }
