# Sources: S04 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "FlashMLA fp8 KV cache: per token 512 B quantized NoPE (e4m3) + 16 B scales (one f32 per 128 "
            "elements) + 128 B of RoPE kept in bf16 = 656 B read per token; scores are never stored."
        ),
        "tiling": (
            "Split-KV across SMs with an (out, lse) reduction; at S = 1 our absorb path parallelizes over "
            "heads only (64 tasks), so splitting the KV sequence is what fills the machine."
        ),
        "numericalStability": "Mathematically the same online-softmax merge our flash arm uses.",
        "tradeOff": (
            "The kernels themselves do not transfer: SM90/SM100 only (TMA/wgmma), so consumer Blackwell "
            "(sm_120, the 5090) is not covered; only the ideas travel."
        ),
    }
