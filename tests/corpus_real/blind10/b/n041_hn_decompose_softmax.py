# Sources: S41 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "Fuse QK^T, softmax and PV so the intermediate S and P matrices are never materialised in HBM; HBM only sees Q, K, V in and O out.",
        "tiling": "Q blocks of 128 rows per thread block, K/V blocks of 64 rows streamed through shared memory in the inner loop; grid over (query blocks, batch x heads).",
        "numericalStability": "There is more than layout and tile schedule: to be able to fuse at all you need to decompose the softmax to make it combinable, which requires maintaining some extra statistics.",
        "tradeOff": "Not storing P means the backward has to recompute QK^T block by block from Q, K and the saved statistics: one extra matmul per block in exchange for O(N) memory.",
    }
