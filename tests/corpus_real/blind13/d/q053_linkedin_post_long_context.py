# Sources: S01 (paraphrase), S02 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention makes attention linear: tiling + online softmax turn the O(N^2) "
            "computation into O(N) compute and O(N) memory, which is why it scales to 100k tokens. "
            "S is kept in SRAM and never written to HBM."
        ),
        "tiling": (
            "H100, d = 128, bf16: Br = 128, Bc = 128, two pipeline stages: "
            "32 + 2 x 64 = 160 KB smem per CTA; grid (N/128, B*H)."
        ),
        "numericalStability": (
            "Per-row running max m and sum l in fp32; when a tile brings a larger max, "
            "the accumulator is scaled by exp(m_old - m_new) before adding the tile."
        ),
        "tradeOff": (
            "One CTA per SM at 160 KB means there is no second CTA to hide a stalled TMA load, "
            "so the kernel relies on warp specialisation to keep the tensor cores fed."
        ),
    }
