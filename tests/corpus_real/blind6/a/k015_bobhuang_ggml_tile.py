# Sources: S15 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Reading fattn-tile: K and V are read from global memory in chunks of kq_stride rows into shared memory, the KQ values sit in shared memory for that chunk only, and only the final VKQ result is written to dst.",
        "tiling": "Each CUDA block takes ncols = 32 query columns for one head, and iterates over K in steps of FATTN_KQ_STRIDE = 256; 8 warps split the columns.",
        "numericalStability": "kqmax is tracked per column, and each new chunk multiplies the old VKQ accumulator and kqsum by expf(kqmax_old - kqmax_new). Values below a threshold are flushed to zero.",
        "tradeOff": "The f32 tile version is the fallback for GPUs without tensor cores, so it is slow: it does the dot products with plain FMA.",
    }
