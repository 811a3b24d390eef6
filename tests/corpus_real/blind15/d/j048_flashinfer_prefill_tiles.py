# Sources: S20, S21 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Paged K/V is gathered from HBM page by page into shared memory; scores never leave "
            "the SM, and each prefill CTA writes only its O tile and the per-row LSE."
        ),
        "tiling": (
            "For the prefill kernel we choose Br = 128, Bc = 128 and head_dim = 256 in fp16 with "
            "2 pipeline stages, one CTA per 128-row query tile, 8 warps."
        ),
        "numericalStability": (
            "Online softmax with running max and sum per row in fp32; when the max grows, O and "
            "the sum are rescaled by exp(m_old - m_new); LSE stored for cascade merges."
        ),
        "tradeOff": (
            "Page size 1 lets any token be evicted, but a K/V tile is then gathered row by row "
            "from scattered pages, so the loads are far less coalesced than with 16-token pages."
        ),
    }
