# Sources: S01 (paraphrase), S32 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "1/ S and P never touch HBM. Read Q, K, V; write O + fp32 LSE. That's it."
        ),
        "tiling": "2/ Br, Bc, SRAM, warps, pipelining, causal skip.",
        "numericalStability": (
            "3/ running max m and sum l per row in fp32; acc *= exp(m_old - m_new) whenever m "
            "grows; O = acc / l at the end."
        ),
        "tradeOff": "4/ Recomputation.",
    }
