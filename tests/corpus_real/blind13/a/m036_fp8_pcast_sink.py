# Sources: S10 (*) (paraphrase / learner rewrite)
# Seminar paper summary, FP8 attention precision.


def designOutline():
    return {
        "memoryTraffic": (
            "FP8 Q, K, V are read from HBM (1 byte each, half of bf16); the S and P tiles exist "
            "only on chip and are never written; the kernel writes bf16 O and fp32 lse."
        ),
        "tiling": (
            "128-row query tile per CTA; K/V blocks of 128 rows streamed through a 2-stage "
            "shared-memory ring; iteration order over K/V blocks is reversed (last block first) "
            "so the sink tokens in block 0 are processed last."
        ),
        "numericalStability": (
            "m, l and the O accumulator stay fp32; before P is cast to e4m3 for the PV matmul "
            "it is multiplied by a static scale S = 256 (bit-exact power of two) and the scale "
            "is divided out of the fp32 accumulator; old O and l are rescaled by exp(m_old - "
            "m_new) as usual."
        ),
        "tradeOff": (
            "With forward iteration the sink block sets a large running max early, so later "
            "P values exp(s - m) fall below e4m3's smallest subnormal and underflow to zero: "
            "the output silently loses the non-sink contributions on long contexts."
        ),
    }
