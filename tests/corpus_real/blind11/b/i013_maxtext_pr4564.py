# Sources: S15 (learner rewrite of a PR description)

def designOutline():
    return {
        "memoryTraffic": "Instead of materialising the full [batch, heads, q_len, kv_len] score tensor in HBM, only one group of heads' scores exists at a time, so the HBM footprint of the scores drops by heads / qk_head_chunk_size.",
        "tiling": "Chunking is controlled by the config variable qk_head_chunk_size; 0 means no chunking, otherwise tune it per model.",
        "numericalStability": "Softmax partials are computed per head group over the full kv_len row, with the row max subtracted before exp in fp32, so each group's softmax is exact and groups need no merging.",
        "tradeOff": "jax.lax.scan over head groups serialises what was one big matmul into several smaller ones, so MXU utilisation drops for small chunk sizes; it only pays off at long context where the score tensor would not fit.",
    }
