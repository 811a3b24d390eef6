# Sources: S48 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Per workgroup the Q tile is read from HBM once and K/V tiles are streamed with direct "
            "global -> LDS loads; S/P stay in VGPRs; O and LSE are written; nothing N x N in HBM."
        ),
        "tiling": (
            "MI355X (160 KB LDS per CU): BLOCK_M = 256, BLOCK_N = 128, d = 128, bf16, 2 LDS stages "
            "for K/V and Q staged in LDS too: Q 64 KB + 2 x (32 + 32) KB = 192 KB per workgroup; "
            "8 waves (wave64), grid (N / 256, heads, batch)."
        ),
        "numericalStability": (
            "m and l per row in fp32, exp2 with the log2(e)/sqrt(d) scale folded into Q; the O "
            "accumulator and l are multiplied by exp2(m_old - m_new) after each K/V tile."
        ),
        "tradeOff": (
            "Wave64: a 32x32 MFMA accumulator is 16 fp32 VGPRs per lane; with 256 Q rows over 8 "
            "waves and d = 128 the O accumulator alone is 64 VGPRs per lane, plus the S tile, so "
            "we end up at 2 waves per SIMD and cannot hide the LDS latency."
        ),
    }
