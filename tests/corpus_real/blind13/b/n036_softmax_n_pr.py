# Sources: S33 (paraphrase / practitioner rewrite)
# softmax_n(x)_i = exp(x_i) / (n + sum_j exp(x_j))


def designOutline():
    return {
        "memoryTraffic": (
            "Same fused kernel as the flash-attn Triton forward, so HBM accesses drop from O(N^2) "
            "to O(N * d / M) and S never leaves SRAM."
        ),
        "tiling": (
            "Triton forward from the flash-attn repo, unchanged: BLOCK_M = 128, BLOCK_N = 64, "
            "d <= 128, one program per (m block, batch * head)."
        ),
        "numericalStability": (
            "With the running max m the extra n term becomes n * exp(-m), which changes every "
            "time m grows, so we do not put it into l_init: l is accumulated as usual (rescaled "
            "by exp(m_old - m_new) per block, fp32) and n * exp(-m_final) is added once at the "
            "end before dividing."
        ),
        "tradeOff": (
            "If you forget to scale the n term by exp(-m), rows with large scores get n added "
            "unscaled and the output is silently far too small."
        ),
    }
