# Sources: S13 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Flash attention is an approximation of the attention that trade a bit of accuracy for speed; in the shader the probabilities are keep in workgroup memory and are not write to storage buffer.",
        "tiling": "tile of 64 query rows per workgroup, key/value walked 64 at a time, head size 64 in f16, workgroup_id.z is head, workgroup_id.x the query tile.",
        "numericalStability": "for each key tile: new max = max(old max, tile max), old output and sum multiply by exp(old max - new max), then add exp(score - new max) * V; sum and max in f32.",
        "tradeOff": "the shader need subgroup matrix support for the fast path; without it, it fall back to the scalar loop which is several times slower because QK^T is done one dot product per thread.",
    }
