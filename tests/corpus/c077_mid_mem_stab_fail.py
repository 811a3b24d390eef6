def designOutline():
    return {
        "memoryTraffic": "Memory traffic is reduced a lot compared with the naive approach.",
        "tiling": "Br = 64 rows of Q per CTA kept in SMEM; loop over K/V in Bc = 64 row chunks; grid = (N/64, B*H).",
        "numericalStability": "We normalize every block with its own softmax (block max, block sum) and simply add up P_blk @ V_blk; the blocks do not need to know about each other.",
        "tradeOff": "Recomputation of S and P in the backward pass adds matmul FLOPs but saves N^2 memory.",
    }
