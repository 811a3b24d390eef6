# Sources: S26 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Each warpgroup loads its Q tile from global into shared memory once, K/V tiles are TMA-loaded into shared memory, attention scores stay in register tiles and are never stored; O is stored once.",
        "tiling": "64 x 64 bf16 register tiles per warpgroup (4 warps x 16 rows), K/V tiles of 64 rows, 2-stage ring in shared memory; 3 consumer warpgroups per block.",
        "numericalStability": "Each 64 x 64 score tile gets its own softmax: subtract the tile's max, exp, divide by the tile's sum; tiles are independent so warps never need to communicate.",
        "tradeOff": "The producer warpgroup that issues TMA takes registers the consumers could use; with head dim 128 consumers get 240 registers, with 256 they spill.",
    }
