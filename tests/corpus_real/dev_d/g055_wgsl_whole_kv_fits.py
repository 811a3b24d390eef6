# Sources: S14 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V read from storage buffers, scores only in workgroup memory, output written once per row; no seq x seq buffer.",
        "tiling": "For our sequence lengths (<= 2048) all of K and V for one head fit in workgroup memory at once, so each workgroup loads the whole K and V once and then loops over its 32 query rows.",
        "numericalStability": "per-row shared_max and shared_sum; the max over all keys is taken before exponentiating, so exp(s - max) <= 1; sums accumulated in f32.",
        "tradeOff": "All in f32 because WebGPU f16 is an optional feature, which doubles bandwidth per element compared to f16.",
    }
