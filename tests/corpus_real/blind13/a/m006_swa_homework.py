# Sources: S06 (paraphrase / learner rewrite)
# Problem set 3, sliding window attention with a flash-style kernel.


def designOutline():
    return {
        "memoryTraffic": (
            "We never build the seq_len x seq_len matrix in global memory. Each query block "
            "reads only the K and V blocks inside its window [i-w, i+w] from HBM; the scores "
            "for that block are consumed on chip and only the output rows are written back."
        ),
        "tiling": (
            "Query blocks of 64 rows, one thread block each; for window w = 512 the inner loop "
            "visits at most (2*512)/64 + 1 = 17 key/value blocks of 64 rows, loaded into shared "
            "memory one at a time."
        ),
        "numericalStability": (
            "For each key block inside the window we do a stable softmax on that block alone: "
            "subtract the block max, exponentiate, divide by the block sum. Then the block "
            "outputs P_blk V_blk are averaged over the 17 blocks to get the final row."
        ),
        "tradeOff": (
            "Positions near the start of the sequence have a truncated window, so their thread "
            "blocks finish early while middle blocks do all 17 iterations: uneven work per "
            "block and some idle SMs at the tail."
        ),
    }
