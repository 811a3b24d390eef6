# Example: a WEAK outline that is VAGUE. It is fluent and on topic, but no entry names a
# mechanism together with a decision (what is done, to which data, where or how big), and
# the "trade-off" names no cost and no cause. Every criterion fails.


def designOutline():
    return {
        "memoryTraffic": "Optimize memory access so that the kernel uses the memory hierarchy "
                         "efficiently and avoids unnecessary data movement.",
        "tiling": "Use tiling for performance, choosing tiles that work well on the GPU.",
        "numericalStability": "Make sure the softmax is numerically stable.",
        "tradeOff": "There are trade-offs between speed and memory.",
    }
