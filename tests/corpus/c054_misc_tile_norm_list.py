def designOutline():
    return {
        "memoryTraffic": ["Try to minimize the number of memory accesses."],
        "tiling": ["Q: 64-row tiles, one per program, resident in SRAM", "K, V: 64-row tiles, inner loop"],
        "numericalStability": [
            "compute softmax within each tile (tile max, tile sum)",
            "normalise each tile's probabilities on their own and add P_tile @ V_tile into O",
            "no rescaling of earlier tiles is needed because every tile is already normalised",
        ],
        "tradeOff": ["if d is large (256), 64-row Q tiles plus double-buffered K/V tiles take 160 KB, more than the 100 KB of shared memory per SM on an RTX 4090, so the block size must be halved"],
    }
