# Sources: S09 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "attn_logit_softcapping is plumbed to TE's FlashAttention backends (FA2/FA3), so the cap "
            "runs fused: scores stay on-chip and are never written to HBM, instead of the unfused "
            "local path that builds the full [b, h, s, s] score tensor in memory."
        ),
        "tiling": (
            "Whatever FA2/FA3 pick. On H100, FA3 uses 128 x 128 Q/K tiles at head dim 128, the Q "
            "tile stays in smem for the whole KV loop and K/V are double-buffered via TMA; one CTA "
            "per (q-block, head, batch)."
        ),
        "numericalStability": (
            "The tanh cap is applied to the scaled scores in fp32 registers before the running row "
            "max, so the max and the exp(m_old - m_new) rescale of the accumulator see the capped "
            "values. The cap must be positive and finite, checked in __post_init__."
        ),
        "tradeOff": (
            "Softcapping disqualifies cuDNN FusedAttention in TE, so capped models can only use "
            "FA2/FA3. And cap = 0.0 means 'disabled' in TE but collapses every logit to zero on the "
            "local path, so two configs would silently disagree and one gives wrong attention; "
            "that is why we reject it at config time."
        ),
    }
