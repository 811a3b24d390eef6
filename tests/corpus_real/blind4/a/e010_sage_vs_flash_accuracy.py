# Sources: A10, D06 (learner rewrite; the misconception is the learner's)
def designOutline():
    return {
        "memoryTraffic": "Fused kernel: Q, K, V read, O written; the score tile lives only in registers and shared "
                         "memory and is never stored to global memory.",
        "tiling": "Q block 128 x d per CTA kept in smem, K/V blocks of 64 streamed with double buffering (2 stages); "
                  "d = 128, fp16: 32 KB + 2 x 2 x 16 KB = 96 KB smem.",
        "numericalStability": "running max + running sum in fp32, accumulator rescaled by exp(m_old - m_new) every block.",
        "tradeOff": "Like every fast attention, FlashAttention only approximates standard attention a bit; "
                    "SageAttention pushes the same idea further with INT8 QK^T, so the speed comes partly from "
                    "the lower precision.",
    }
