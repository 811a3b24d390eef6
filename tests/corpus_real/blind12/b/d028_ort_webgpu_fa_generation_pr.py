# Sources: S28 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Split-k: shader 1 computes QK^T for each 64-key tile and writes it to an intermediate buffer together with that tile's max and sum (the metadata); shader 2 reads the metadata back to build the global max and sum; shader 3 reads qk again and multiplies by V.",
        "tiling": "tile_size = 64 keys per workgroup, splited_k workgroups per head, head_size vectorised by 4 (head_size_vec); n_reps query heads share one KV head.",
        "numericalStability": "Shader 2 computes the global max and sum over all split metadata, and the probabilities are exp(qk - global_max) / global_sum.",
        "tradeOff": "Three shaders mean extra dispatches and an intermediate qk buffer proportional to the total sequence length; merging computeQKT into the split shader would cut both.",
    }
