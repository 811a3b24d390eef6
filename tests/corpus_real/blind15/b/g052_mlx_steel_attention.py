# Sources: S36 (*) (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "mx.fast.scaled_dot_product_attention on Apple silicon: one Metal kernel reads q, k, v "
            "from unified memory and writes the output; the (L, L) score matrix is never "
            "allocated, each score block lives in threadgroup memory/registers only."
        ),
        "tiling": (
            "Threadgroup handles BQ = 32 query rows, loops over keys in BK = 16 rows, head dim "
            "128 in fp16: Q block 8 KB plus K and V blocks 4 KB each = 16 KB of the 32 KB of "
            "threadgroup memory; one threadgroup per (query block, head, batch)."
        ),
        "numericalStability": (
            "Running max and running sum per row in float32 (inputs fp16/bf16); on each key "
            "block the partial output is multiplied by exp(max_old - max_new); scale folded into "
            "q before QK^T."
        ),
        "tradeOff": (
            "Threadgroup memory is only 32 KB, so at head dim 256 the key block has to drop to "
            "8 rows: twice as many loop iterations and barriers for the same work, lower "
            "throughput than at d = 128."
        ),
    }
