# Sources: S3 (tridao, flash-attention issue #67), P1
def designOutline():
    return {
        "memoryTraffic": "In order to reduce memory reads/writes, we load some block of Q, K, V from GPU memory to SRAM and compute there; the attention matrix is not written back to GPU memory.",
        "tiling": "Blocks of Q, K, V are loaded into SRAM; SRAM size is the main constraint (e.g. 163 KB per streaming multiprocessor on A100).",
        "numericalStability": "Softmax is computed block by block with running max and sum, rescaling the previous output when the max changes.",
        "tradeOff": "We haven't been able to get speedup on headdim=256: as head dimension gets large, we can't fit the block into SRAM without making the block size very small, and thus making the whole computation slower.",
    }
