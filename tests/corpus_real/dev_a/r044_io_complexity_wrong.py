# sources: S19 (explainer page, IO claim quoted), S22 (LeetArxiv online-softmax sentence), S1; wrong IO complexity as found in a blog
def designOutline():
    return {
        "memoryTraffic": "The N x N score matrix is never written to HBM; attention is computed block by block in SRAM. This reduces memory access complexity from O(N^2) to O(N^2 / M), where M is the SRAM block size, and the number of HBM accesses no longer depends on the head dimension.",
        "tiling": "Blocks of 64 query rows and 64 key rows for d = 64; each thread block loads one Q block and then iterates over K/V blocks, keeping Q and the partial output in shared memory.",
        "numericalStability": "Instead of first finding the maximum, we rescale the accumulated sum whenever a new max is encountered: per row the running maximum m and normalising sum l, and when a block has a larger maximum, l and the accumulated output are multiplied by exp(m_old - m_new); all in fp32.",
        "tradeOff": "Recomputation in the backward: S and P are regenerated from Q, K and the saved statistics instead of being read, which adds about one extra matmul of FLOPs per block.",
    }
