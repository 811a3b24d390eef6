# Sources: S24 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention already gets linear compute and memory in sequence length; the tiled "
            "kernel reads Q, K, V blocks, keeps the scores in SRAM and writes only the output."
        ),
        "tiling": (
            "Chunks of 64 tokens per program; intra-chunk 64 x 64 masked product in SRAM, the "
            "inter-chunk state (d x d) carried in registers across the chunk loop."
        ),
        "numericalStability": (
            "Where softmax layers remain, the online softmax: running max and normaliser in "
            "fp32, partial outputs multiplied by exp(m_old - m_new) when the max changes."
        ),
        "tradeOff": (
            "Materialising the chunk-level states for the backward costs extra HBM: one d x d "
            "state per 64-token chunk, so either it is stored (memory) or recomputed in the "
            "backward (extra FLOPs)."
        ),
    }
