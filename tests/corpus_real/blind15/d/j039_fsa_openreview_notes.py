# Sources: S19 (paraphrase / reviewer rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Selected KV blocks are loaded from HBM once per KV-block program and the scores "
            "stay in SRAM; besides O, only the partial outputs and per-row max/sum of each "
            "program go to HBM for the reduction."
        ),
        "tiling": "KV-outer loop, query-inner loop, GQA groups, Triton, padding, index gather.",
        "numericalStability": (
            "Partial results are merged in a second kernel: each partial output is rescaled by "
            "exp(m_i - m_max) with its own max m_i before the sums are added, in fp32."
        ),
        "tradeOff": "Padding waste.",
    }
