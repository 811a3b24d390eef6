# Sources: S24 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The algorithm needs O(N^2 d^2 M^-1) HBM accesses, which is more than standard attention's O(N^2) "
            "because d^2 is large, but it saves memory."
        ),
        "tiling": "Bc = M / (4d) and Br = min(M / (4d), d), from Algorithm 1 of the paper.",
        "numericalStability": "Running max m_i and sum l_i per row, rescaled by e^(m_i - m_i_new) at each new block.",
        "tradeOff": "The constant 4 is manually specified.",
    }
