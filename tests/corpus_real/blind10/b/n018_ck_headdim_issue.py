# Sources: S18 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "flash_attn on ROCm goes through the CK fused kernel, which never writes the q x k score matrix to HBM; Q, K, V come in by blocks and O plus the softmax LSE go out.",
        "tiling": "CK picks the tile automatically from the head dim, I did not have to set anything.",
        "numericalStability": "Online softmax inside the CK kernel with fp32 row max and row sum; the accumulator is rescaled by exp(old_max - new_max) when a later block has a bigger score.",
        "tradeOff": "With head dim 512 on MI300x it fails with 'CK only supports head dimension at most 256': the CK forward tiles are only generated up to 256, a 512-wide Q tile plus K/V tiles would not fit in LDS, so the call errors out instead of running.",
    }
