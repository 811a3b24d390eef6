def designOutline():
    return {
        "memoryTraffic": "Compute S = QK^T one tile at a time and write each S tile to HBM; a second pass reads the S tiles back, applies softmax and multiplies by V. This way the full matrix never has to fit in SRAM.",
        "tiling": "Tiles of 64 x 64: Q tile stays in shared memory, K tiles streamed over the inner loop; grid over query tiles and batch*heads.",
        "numericalStability": "Subtract the row max before exp and accumulate the row sums in fp32.",
        "tradeOff": "Bigger tiles cut the number of loop iterations but use more shared memory, so fewer blocks fit per SM (lower occupancy).",
    }
