# Sources: D09 (learner notes on the split-K decoder kernels)
def designOutline():
    return {
        "memoryTraffic": "decode: K/V cache read once per step; per split the kernel writes an un-normalised "
                         "partial output with its row max and sum; scores never written.",
        "tiling": "split-K, BLOCK_N, num_warps, occupancy, split_k heuristic",
        "numericalStability": "partials merged with the global max: each scaled by exp(m_s - m), summed, divided by "
                              "the rescaled sum.",
        "tradeOff": "too many splits: the merge kernel must read split_k partial outputs per query, so the "
                    "extra HBM traffic outweighs the parallelism for short caches.",
    }
