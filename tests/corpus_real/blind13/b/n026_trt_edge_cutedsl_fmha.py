# Sources: S23 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Q [B, S_q, H_q, D] and the combined KV cache [B, 2, H_kv, Cap, D] are read via TMA; "
            "S/P live in TMEM on SM100; O is written as FP16 - nothing N x N goes to HBM."
        ),
        "tiling": (
            "AOT variants: 128x128 MMA tiles, two 128-row Q tiles per CTA, head 128, K/V tiles of "
            "128 rows with 2 stages; ViT mode packs varlen with cu_seqlens, one CTA per (256 Q "
            "rows, head)."
        ),
        "numericalStability": (
            "Softmax in fp32 with a running row max and exp2 (scale * log2e); for fp8Input the "
            "qScale/kScale descales are applied to S before the max; O / rowsum at the end."
        ),
        "tradeOff": (
            "FlashAttention itself is approximate, and with fp8Input = true it trades even more "
            "accuracy for speed."
        ),
    }
