# Sources: S07 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Only Q, K, V read and O, LSE written; S/P in registers.",
        "tiling": "Br = 128, Bc = 64 for d = 128 (Q 32 KB, K+V 32 KB per stage, 2 stages = 96 KB). This fails when head_dim = 256: the same tiles need 192 KB and the accumulator does not fit in registers.",
        "numericalStability": "Online softmax with fp32 m, l; rescale when the max grows.",
    }
