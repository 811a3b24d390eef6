# Sources: S27 (paraphrase of issue thread)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V tiles are loaded into SRAM; the N x N attention is never written to HBM, only O.",
        "tiling": "Query blocks of 64 rows, key/value blocks of 64 rows, one CTA per (query block, head), head dim 64.",
        "numericalStability": "FlashAttention computes in fp16 so exp can overflow; with fp32 there is no overflow so no max subtraction is needed, which is why xformers fp32 attention fixes the NaN.",
        "tradeOff": "FlashAttention gets its speed from fp16 lower precision, so it is slightly inaccurate and the loss can become NaN during training.",
    }
