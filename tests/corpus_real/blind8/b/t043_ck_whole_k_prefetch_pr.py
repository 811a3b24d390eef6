# Sources: S48 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Q is loaded once per workgroup; the whole K tile for the next iteration is prefetched from "
            "DRAM into VGPRs while the current GEMMs run; S never leaves the registers/LDS."
        ),
        "tiling": (
            "qr_ks_vs_whole_k_prefetch is used when kM0 <= 64: kM0 = 64 instead of 128 raises the number "
            "of workgroups when num_batches * num_heads * seqlen_q / 128 cannot cover all CUs, and frees "
            "enough VGPRs to hold the whole K tile."
        ),
        "numericalStability": (
            "Per-row running max and sum kept in fp32 VGPRs; O accumulator rescaled by exp(m_old - m_new) "
            "before each new K/V tile is added."
        ),
        "tradeOff": (
            "kM0 = 64 halves how many query rows reuse each K/V tile, so K and V are read from DRAM twice "
            "as often as with kM0 = 128."
        ),
    }
