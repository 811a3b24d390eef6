# Sources: S10 (paraphrase), S01* (learner notes)
def designOutline():
    return {
        "memoryTraffic": "S tiles live in shared memory only; nothing N x N goes to HBM. Reads: Q once, K/V once per Q block. Writes: O.",
        "tiling": "Q in 64-row blocks, one thread block each, resident in shared memory; K/V in 64-row blocks in the inner loop; d = 64.",
        "numericalStability": "For each K/V tile: subtract the tile's own max, exponentiate, divide by the tile's sum, multiply by "
                              "V_j and add the result to O. Every tile is a proper softmax, so the sum stays normalised.",
        "tradeOff": "SRAM is only ~100 KB per SM, so for head_dim 128 the blocks must drop to 32 rows and the matmuls get less efficient.",
    }
