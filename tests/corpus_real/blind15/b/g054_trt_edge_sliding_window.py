# Sources: S27 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Prefill runs a fused attention kernel over the new tokens: Q/K/V are read from the "
            "fused QKV buffer, K/V are appended to the KV cache once, scores never go to device "
            "memory. Decode reads the cached K/V pages and the single query."
        ),
        "tiling": (
            "Prefill: CTA per (64 query tokens, head); K/V walked in 64-token tiles through shared "
            "memory, fp16, head size 128. With slidingWindowSize = 4096 only the tiles inside the "
            "window behind each query tile are visited."
        ),
        "numericalStability": (
            "Scores in fp32, running max and sum per query row, partial output rescaled by "
            "exp(m_old - m_new) for each tile; final divide by the sum."
        ),
        "tradeOff": (
            "A smaller sliding window is good for memory: the KV cache only has to keep the last "
            "slidingWindowSize tokens."
        ),
    }
