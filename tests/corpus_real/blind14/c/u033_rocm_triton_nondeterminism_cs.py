# Sources: S18 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel: S a P nikdy nejdou do HBM, jsou jen v SRAM/registrech. Z HBM čteme Q, K, V, "
            "zapisujeme O a logsumexp pro každý řádek."
        ),
        "tiling": (
            "BLOCK_M = 128 řádků Q na program v shared memory, BLOCK_N = 64 pro K/V streamované ve vnitřní "
            "smyčce, num_warps = 4, grid = (N/128, batch*heads)."
        ),
        "numericalStability": (
            "Online softmax: m_i a l_i ve fp32, acc se přeškáluje exp(m_i − m_ij) když maximum roste, na konci "
            "acc / l_i."
        ),
        "tradeOff": "Nondeterminism, register pressure, occupancy.",
    }
