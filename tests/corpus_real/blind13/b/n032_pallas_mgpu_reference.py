# Sources: S29 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "GMEM -> SMEM via TMA, SMEM -> wgmma; the Q block is loaded once per program and the "
            "K/V blocks once per step; attention logits never leave registers; only out and lse "
            "are stored to GMEM."
        ),
        "tiling": "BlockSpec, grid, SMEM, TMA, warpgroups, emit_pipeline, swizzle.",
        "numericalStability": (
            "Running max m_i in fp32; acc is rescaled by exp2(m_i_prev - m_i) at every KV step; "
            "logits are pre-multiplied by log2(e) / sqrt(d)."
        ),
        "tradeOff": "Compile time is long.",
    }
