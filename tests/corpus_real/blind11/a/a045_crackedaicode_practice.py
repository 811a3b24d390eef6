# Sources: S43 (already-used source; learner practice answer in pseudo-code)


def designOutline():
    return {
        "memoryTraffic": (
            "for each block of keys K_j:\n"
            "    S = Q @ K_j.T * scale\n"
            "    ... (see numericalStability)\n"
            "return O"
        ),
        "tiling": "block_size = 32 keys; loop over the key/value blocks in order, whole Q processed at once.",
        "numericalStability": (
            "m = -inf, l = 0, o = 0\n"
            "for each block: m_new = max(m, S.max(-1)); l = l*exp(m - m_new) + exp(S - m_new).sum(-1);\n"
            "o = o*exp(m - m_new) + exp(S - m_new) @ V_j; m = m_new\n"
            "out = o / l"
        ),
        "tradeOff": "Slower.",
    }
