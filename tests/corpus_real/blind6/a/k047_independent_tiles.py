# Sources: S11 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Chunks of K and V are loaded into shared memory, each chunk's scores are used immediately and never stored in global memory.",
        "tiling": "Chunk of 64 keys at a time; each thread block takes 32 queries; the chunk loop is the inner loop.",
        "numericalStability": "Each tile computes its own softmax (tile max subtracted, divided by the tile sum) and the tile outputs are averaged at the end, so no tile ever overflows.",
        "tradeOff": "Shared memory is only 48 KB per block by default, so with d = 128 chunks of more than 64 keys do not fit.",
    }
