# Sources: S10 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Decode is bound by reading the KV cache: each step reads L x d x 2 (K and V) x 2 bytes per KV head and writes d values per query head. Scores never go to HBM.",
        "tiling": "Pack the 8 query heads that share a KV head into the M dimension of one tile (BLOCK_M = 16 after padding), stream K/V in 128-token blocks, split-KV when batch x kv_heads < #SMs.",
        "numericalStability": "Running max/sum per packed query row in fp32, rescale by exp(m_old - m_new); split partials merged through their LSE.",
        "tradeOff": "At decode there is one query row per head but the MMA tile wants 64 rows, so with BLOCK_M = 64 63/64 of the tensor-core work is padding; packing the GQA group cuts that waste 8x, at the cost of a head-dependent layout for Q.",
    }
