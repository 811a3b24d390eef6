# sources: S14 (Dao-AILab/flash-attention issue #67, maintainer reply, short excerpt), S33 (issue #51)
def designOutline():
    return {
        "memoryTraffic": "In order to reduce memory reads/writes, we load some block of Q, K, V from GPU memory to SRAM and compute there; the attention matrix is never written back to GPU memory.",
        "tiling": "SRAM size is the main constraint (e.g. 163 KB per streaming multiprocessor on A100), so the block of Q, K, V has to be chosen to fit in it.",
        "numericalStability": "Softmax is computed block by block.",
        "tradeOff": "As head dimension gets large, we can't fit the block into SRAM without making the block size very small, and thus making the whole computation slower. For the backward pass with head dimension 128 FlashAttention requires a large amount of shared memory that only the A100 has.",
    }
