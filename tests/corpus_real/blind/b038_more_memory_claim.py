# Sources: S37 (OpenRLHF PR #868 "slightly slower and uses more memory"), S01 -- learner misreading
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "Q, K, V are loaded from HBM into SRAM block by block, the score tile is consumed on chip, and "
            "only O plus the logsumexp row vector are written back; S and P never go to HBM."
        ),
        "tiling": (
            "Each CTA owns a 128-row Q block and the output accumulator; the inner loop streams 64-row K/V "
            "blocks through shared memory with a double buffer."
        ),
        "numericalStability": (
            "Running max and sum per row (fp32), rescale factor exp(m_old - m_new) applied to the "
            "accumulator and to l, final division by l, LSE stored for the backward."
        ),
        "tradeOff": (
            "FlashAttention uses more memory than standard attention, because it must store the extra "
            "softmax statistics m and l for every row in addition to the output."
        ),
    }
