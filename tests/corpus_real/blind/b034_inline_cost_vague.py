# Sources: S01, S12 (tensorloop.tech)
# Learner rewrite; no separate trade-off entry.

def designOutline():
    return {
        "memoryTraffic": (
            "Q, K and V are read from HBM in tiles; the N x N score matrix and the probabilities only exist "
            "tile by tile in SRAM and are never written; the kernel writes O and a logsumexp vector."
        ),
        "tiling": (
            "Query tiles of 64 rows per thread block, key/value tiles of 64 rows streamed in the inner loop; "
            "the Q tile and fp32 output accumulator stay on chip. The cost is more complexity in the code."
        ),
        "numericalStability": (
            "For every key tile: new max = max(old max, tile max); old sum and old output scaled by "
            "exp(old max - new max); new tile's exp(s - new max) added; final output divided by the sum."
        ),
    }
