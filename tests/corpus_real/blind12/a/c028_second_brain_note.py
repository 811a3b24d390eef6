# Sources: S28 (already-used source; learner rewrite in own words)


def designOutline():
    return {
        "memoryTraffic": "Solves a memory problem, not a math problem. Standard: write N×N to HBM, read it back. Mine: load a small block of Q, K, V into SRAM, compute the partial result there, move to the next block; the N×N matrix is never written to HBM, only O goes out.",
        "tiling": "Q in blocks of 64 rows kept in SRAM; for each Q block loop over K/V blocks of 64 rows; accumulate O for the Q block on chip, write it once at the end.",
        "tradeOff": "For N = 32768 the naive matrix is 1B values and OOMs; flash fixes that, but the backward has to recompute the score blocks since nothing was stored: extra QK^T matmuls in every backward step.",
    }
