# Sources: S11, S12 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Because the fused kernel keeps each S tile in registers/SRAM and drops it right after "
            "the P*V product, attention scores are never written to HBM; only O and the row LSE "
            "leave the chip. This is precisely why score-based eviction (H2O and successors) is "
            "awkward with FlashAttention: the scores it ranks tokens by do not exist in global memory."
        ),
        "tiling": (
            "One CTA holds a 128-row Q tile in shared memory for its whole lifetime; K/V are "
            "streamed out of the cache in 64-row blocks, double-buffered."
        ),
        "numericalStability": (
            "Per row we track the running max and running denominator in fp32 and multiply the old "
            "accumulator by exp(m_prev - m_cur) each time the max moves."
        ),
        "tradeOff": (
            "Exporting scores for eviction costs one extra store per KV position per step, and "
            "because the accumulated attention needs the final normaliser l, the exported "
            "unnormalised values must be rescaled after the loop, i.e. an extra pass over the "
            "score buffer."
        ),
    }
