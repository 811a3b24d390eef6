# Sources: S13 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "new K/V are copied into present_key/present_value (the KV cache, BNSH); the flash kernel then reads Q once and the cache once, the attention probabilities stay in workgroup memory and are not written to a storage buffer",
        "tiling": "one workgroup per (head, tile of queries): workgroup_id.z is the head, workgroup_id.x the tile; the K/V cache is walked tile by tile through var<workgroup> arrays",
        "numericalStability": "Softmax is computed in a numerically stable way.",
        "tradeOff": "the KV copy shader only supports batch_size 1 and sequence length 1, so for batch > 1 or a prefill the op falls back to the unfused attention path and loses the savings",
    }
