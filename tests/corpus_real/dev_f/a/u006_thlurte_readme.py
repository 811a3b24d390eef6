# Sources: S06 (excerpt + paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention is designed to optimize memory access patterns and reduce redundant computation, "
            "leveraging tiling and recomputation to minimize memory usage while keeping exact attention."
        ),
        "tiling": (
            "Q is split into blocks of 64 rows, each block kept in shared memory by one thread block; "
            "K and V are loaded 64 rows at a time in the inner loop."
        ),
        "numericalStability": (
            "Online softmax: every row keeps a running max and running sum; when a new block has a bigger max "
            "the partial output and sum are multiplied by exp(old_max - new_max) before adding the new block."
        ),
        "tradeOff": "Recomputation in the backward pass.",
    }
