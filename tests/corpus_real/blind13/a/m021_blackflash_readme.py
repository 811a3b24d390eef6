# Sources: S23 (paraphrase / learner rewrite)
# Course project: handwritten FA2 forward for a Blackwell laptop GPU (sm120).


def designOutline():
    return {
        "memoryTraffic": (
            "Q tile loaded once into smem per block; K and V tiles come in by TMA from global "
            "memory and are reused by all 8 consumer warps. S and P only exist in the MMA "
            "accumulator registers, they are never stored to global memory; O is written once."
        ),
        "tiling": (
            "Br = Bc = d = 64. 288 threads per block: 1 producer warp (TMA) + 8 consumer warps "
            "(MMA + softmax). K/V double-buffered (sK0/sV0, sK1/sV1): 8 KB Q + 2 x 16 KB K/V = "
            "40 KB of shared memory, 128-byte swizzle to avoid bank conflicts."
        ),
        "numericalStability": (
            "Each consumer warp keeps row_max and row_sum in fp32 registers for its rows and "
            "multiplies its O fragment by exp(old_max - new_max) before adding P·V of the new "
            "tile; final O divided by row_sum."
        ),
        "tradeOff": "Downside: performance is about 0.62x of cuDNN at large batch.",
    }
