def designOutline():
    return {
        "memoryTraffic": "The attention matrix is never written to global memory; it is computed block by block in shared memory.",
        "tiling": "Split the matrices into blocks that fit in SRAM.",
        "numericalStability": "The softmax is computed per block with the max subtracted, which makes it stable.",
        "tradeOff": "Larger blocks need more shared memory, so fewer thread blocks can run on an SM at the same time.",
    }
