# Sources: S18 (paraphrase / learner rewrite), S01


def designOutline():
    return {
        "memoryTraffic": (
            "The Triton implementation reads Q, K, V tiles from HBM and writes only O and the logsumexp; "
            "S = QK^T for a tile is computed into registers and thrown away after multiplying by V."
        ),
        "tiling": (
            "BLOCK_M = 128, BLOCK_N = 64, head dim 64; one program per (query block, batch*head); "
            "the Q tile stays in SRAM while K/V tiles are loaded one after another."
        ),
        "numericalStability": (
            "Running row max m_i and sum l_i; the accumulator is rescaled by exp(m_i - m_new) each "
            "iteration; all of this in fp32."
        ),
        "tradeOff": (
            "There are some limitations for larger head dims, and it may not work as well on every GPU."
        ),
    }
