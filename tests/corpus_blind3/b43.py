def designOutline():
    return {
        "memoryTraffic": "Memory is used efficiently by keeping data on chip as much as possible.",
        "tiling": "Q is split into blocks of 128 rows and K/V into blocks of 64 rows; one thread block per Q block loops over all K/V blocks, which are loaded into shared memory one at a time.",
        "numericalStability": "Each K/V block's partial output is divided by that block's own softmax sum (computed after subtracting the block max) and the partial outputs of all blocks are then added together to give the final row of O.",
        "tradeOff": "Large K/V blocks exhaust shared memory at head dim 256, which forces smaller blocks and more loop iterations.",
    }
