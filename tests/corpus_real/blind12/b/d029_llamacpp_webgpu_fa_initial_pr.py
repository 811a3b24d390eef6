# Sources: S29 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention-2 in WGSL: the Q tile is loaded into workgroup memory, K and V tiles are streamed from storage buffers, the scores stay in registers / shared memory and only dst is written.",
        "tiling": "The shader library generates the shader from structural parameters (head sizes) and performance parameters like the KV tile sizes.",
        "numericalStability": "Per-row max and sum in f32; when the max increases, the previous O and sum are multiplied by exp(m_old - m_new).",
        "tradeOff": "Each combination of head size, mask and KV type needs its own shader variant, so the build-time template script does not scale and we had to write a WGSL preprocessor.",
    }
