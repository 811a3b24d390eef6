# Sources: S01 (sec. 3.2 IO analysis, misremembered), S17 (arcalunar.github.io notes, in Chinese)
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "Because of tiling, FlashAttention needs only O(N) HBM accesses independent of the head dimension "
            "and of the SRAM size, while standard attention needs O(N^2): Q, K, V are each read once and O "
            "is written once."
        ),
        "tiling": (
            "Br = 64 query rows per thread block, held in shared memory with the O accumulator; K/V blocks "
            "of Bc = 64 keys are streamed in the inner loop; grid over (query block, batch * head)."
        ),
        "numericalStability": (
            "Merge two partial lists x1, x2: m(x) = max(m(x1), m(x2)), l(x) = e^(m(x1) - m(x)) l(x1) + "
            "e^(m(x2) - m(x)) l(x2); the partial output is multiplied by the same factors, so the blockwise "
            "result equals safe softmax."
        ),
        "tradeOff": (
            "The backward pass has to recompute S = Q K^T block by block from Q, K and the stored m, l, "
            "which is more FLOPs than reading a stored P."
        ),
    }
