# Sources: S13 (paraphrase; learner extends the query-chunk idea to a fused kernel)

def designOutline():
    return {
        "memoryTraffic": "Never allocate the [BH, N, N] fp32 score tensor. In the fused version each query slice's scores exist only in registers/shared memory; HBM sees Q, K, V and block means read once per slice and the output written once.",
        "tiling": "query_chunk = 64 rows per slice (one CTA per slice and head), full key set streamed in 64-key tiles; the result is preallocated and each slice writes its own rows, including a ragged last slice.",
        "numericalStability": "Each query row is independent, so slicing the query dimension keeps the full key set and the per-query softmax denominator; inside a slice the row max is subtracted before exp and accumulation is fp32.",
        "tradeOff": "With query_chunk = 64 the K/V block means are re-read for every slice: ceil(N/64) passes over K instead of one, more HBM reads in exchange for the bounded peak allocation.",
    }
