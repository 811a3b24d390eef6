# Sources: S23 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Decode: the single query row per user is tiny, the KV cache dominates; each "
                         "core reads its K/V chunks from DRAM once and never writes scores back, only "
                         "its partial output goes to the reducer core.",
        "tiling": "Parallelise over bsz*n_kv_heads across cores; each core gets n_cores // "
                  "(bsz*n_kv_heads) cores' worth of the sequence; K and V are chunked with "
                  "k_chunk_size = 256 tokens, the whole query processed at once.",
        "numericalStability": "Each core computes the softmax of its own chunk with its own max and "
                              "sum, normalises it, multiplies by V, and the reducer core averages the "
                              "partial outputs of the cores.",
        "tradeOff": "When bsz*n_kv_heads is 1 or very small, one head is spread over many cores and "
                    "the reduction step over the NoC takes longer than the compute itself; that is why "
                    "the number of cores per head has to be capped.",
    }
