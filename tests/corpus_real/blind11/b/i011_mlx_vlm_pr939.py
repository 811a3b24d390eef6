# Sources: S12 (learner rewrite of a PR description)

def designOutline():
    return {
        "memoryTraffic": "Tile along the KV sequence: for each chunk of chunk_T = 2048 keys the existing score kernel writes an (L x 2048) fp32 score block to device memory and the value kernel reads it back; the block is capped at ~512 MB instead of the full (L, T) matrix.",
        "tiling": "chunk_T = 2048 KV positions per step, looping over T; activation memory stays ~1.15 GB from 40K to 128K context for gemma-4-31b.",
        "numericalStability": "Welford-style online softmax across chunks: keep running max and running sum per query; when a chunk raises the max, the previous sum and partial output are multiplied by exp(old_max - new_max) before the chunk's contribution is added.",
        "tradeOff": "No new Metal kernel is written, so every chunk's scores still make a round trip through unified memory; the prefill is bound by that bandwidth and slower than a fused kernel would be.",
    }
