# Sources: S01 (learner exam-style rewrite of a course lecture summary), S10 (background)


def designOutline():
    return {
        "memoryTraffic": (
            "Attention on modern GPUs is memory-bound: the compute units wait for HBM. My kernel therefore "
            "does QK^T, the softmax and the multiplication with V in one fused pass over tiles, so the "
            "scores S and the probabilities P are never written to HBM and never read back; the only HBM "
            "traffic is reading Q, K and V and writing O together with one logsumexp value per row."
        ),
        "tiling": (
            "Q is cut into tiles of 64 rows, one tile per thread block, kept in shared memory; K and V are "
            "cut into 64-row tiles that stream through in the inner loop. With head dimension 64 each tile is "
            "8 KB in fp16, so Q plus one K and one V tile is 24 KB."
        ),
        "numericalStability": (
            "For every block I subtract the block maximum, exponentiate, divide by the block's own sum and "
            "then add the block outputs together, so no value ever overflows."
        ),
        "tradeOff": (
            "Because P is not kept, the backward pass has to recompute QK^T tile by tile, roughly one extra "
            "GEMM per tile, in exchange for memory that grows linearly with N."
        ),
    }
