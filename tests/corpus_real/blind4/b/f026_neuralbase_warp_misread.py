# Sources: S26 (paraphrase / learner rewrite; the learner half-understands the page)
def designOutline():
    return {
        "memoryTraffic": "Standard attention computes the full matrix at once and stores it; FlashAttention keeps the intermediate results in SRAM and only writes the final output O back, the attention matrix is never stored.",
        "tiling": "Blocks of 128x128 tokens, each block sized for one warp (32 threads) to compute; many warps do different blocks in parallel and they all finish at nearly the same time.",
        "numericalStability": "Warps stay busy because the softmax is computed on small blocks in sequence instead of one giant matrix.",
        "tradeOff": "Performance cliffs at some sequence lengths: when N is not a multiple of 128 the last block is partly empty, so the threads assigned to it do wasted work.",
    }
