# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Standard attention is three kernels and has to 'save its work' to global memory between them: S goes to HBM, P goes to HBM. In flash attention the block of S computed from a Q block and a K block stays in SRAM, goes straight through softmax and is multiplied by the V block; only O is written to HBM.",
        "tiling": "Q split into blocks of Br rows kept in SRAM for the whole inner loop; K and V split into blocks of Bc rows that are loaded one after the other; with d = 64 I use Br = Bc = 64.",
        "numericalStability": "The scores are already scaled by 1/sqrt(d), so they stay small and we do not need to subtract a maximum before exp; we only keep a running sum per row and divide at the end.",
        "tradeOff": "Because S and P are not stored, the backward pass has to recompute S = QK^T block by block from Q, K and the saved statistics: one extra QK^T matmul per block.",
    }
