# Sources: S30 (already-used source; learner personal note)


def designOutline():
    return {
        "memoryTraffic": (
            "Solves a memory problem, not a math problem. Standard: write N x N to HBM, read it back. Mine: "
            "load small block -> compute partial in SRAM -> next block; the N x N is never written, HBM sees "
            "Q, K, V in and O out."
        ),
        "tiling": (
            "Q block of 64 rows pinned in SRAM, K/V blocks of 64 rows cycled through it; one CTA per Q block "
            "per head."
        ),
        "numericalStability": (
            "Keep row max m and sum l; when a later block has a bigger score, multiply what you have by "
            "exp(m_old - m_new) first, then add."
        ),
    }
