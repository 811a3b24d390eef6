# Sources: S16 (paraphrase / learner rewrite, reading-group slide notes)


def designOutline():
    return {
        "memoryTraffic": (
            "From my reading-group slide: FlashAttention computes attention in linear compute instead "
            "of quadratic, which is why it's faster for long sequences; it also keeps tiles in SRAM."
        ),
        "tiling": (
            "64 x 64 tiles for Q and K/V at d = 64, the Q tile kept in shared memory, loop over K/V "
            "tiles; one CTA per Q tile per head."
        ),
        "numericalStability": (
            "Online softmax with running max m and running sum l per row; rescale by exp(m_old - m_new) "
            "when m increases."
        ),
        "tradeOff": "Recomputation.",
    }
