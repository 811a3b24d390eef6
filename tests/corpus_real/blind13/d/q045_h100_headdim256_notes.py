# Sources: S27 (*) (paraphrase), S11 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Fused forward on H100: K and V streamed from HBM per query block, S/P never "
            "written to HBM, O and LSE written once."
        ),
        "tiling": (
            "Head dim 256 (some vision and Gemma-style models), bf16 on H100. I keep the big "
            "tiles because the WGMMA wants M = 64 multiples: BLOCK_M = 128, BLOCK_N = 128, "
            "2-stage K/V pipeline. Q 64 KB resident plus double-buffered K and V of 64 KB each. "
            "One CTA per (query block, head), 3 warpgroups."
        ),
        "numericalStability": (
            "Running max and sum in fp32, acc rescaled by exp(m_old - m_new) per K/V tile, "
            "LSE written for backward."
        ),
        "tradeOff": (
            "The fp32 accumulator for 128 rows x 256 dims is 128 KB of registers; split over two "
            "consumer warpgroups (256 threads) that is 128 registers per thread for O alone, and "
            "the 128 x 128 fp32 S tile adds another 64, close to the 255-register limit, so any "
            "extra live value spills."
        ),
    }
