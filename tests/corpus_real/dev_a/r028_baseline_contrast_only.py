# sources: S20 (how-to-train-your-gpt notes, baseline description excerpted), S1 (rest rewritten)
def designOutline():
    return {
        "memoryTraffic": "The standard attention implementation writes the full attention matrix to HBM. Then reads it back for softmax. Then writes the weights back to HBM. Then reads them back for the V multiplication. Each of these reads and writes is a bottleneck.",
        "tiling": "Q in blocks of 64 rows, K/V in blocks of 64 rows (d = 64); each thread block owns one Q block of one head, keeps it in shared memory, and loops over the K/V blocks in order.",
        "numericalStability": "Keep a running max and running sum per row in float32; when a new block has a larger score, multiply the previous output and sum by exp(old_max - new_max) before adding the block's exp(s - new_max) terms.",
        "tradeOff": "S and P are not saved for the backward, so the backward pass recomputes them per block from Q, K and the saved statistics: about 25-30% more FLOPs in exchange for O(N) memory.",
    }
