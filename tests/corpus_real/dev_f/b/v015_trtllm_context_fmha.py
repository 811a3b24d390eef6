# Sources: S15 (paraphrase of a user question thread)
def designOutline():
    return {
        "memoryTraffic": "enable_context_fmha fuses the attention of the prefill into one kernel so QK^T is not written out; use_paged_context_fmha lets that kernel read K/V directly from the paged KV cache blocks instead of a contiguous copy.",
        "tiling": "Chunked context requires both flags, and the generation step uses MMHA, so I guess chunking is handled by those.",
        "numericalStability": "I assume the FMHA kernel does the softmax in fp32 with the max subtracted, like FlashAttention.",
        "tradeOff": "There are trade-offs with chunked context that need tuning.",
    }
