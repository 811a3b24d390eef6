# Sources: S24 (already-used source; learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The forward saves only L_i = m_i + log(l_i) (one fp32 per row) besides O; P is rebuilt in the "
            "backward, so no N x N tensor ever goes to HBM."
        ),
        "tiling": "Same tiling as the forward.",
        "numericalStability": (
            "Backward: P_ij = exp(S_ij - L_i) directly. Since L_i >= rowmax, the exponent is never positive "
            "and exp cannot overflow; no separate max-then-divide step."
        ),
        "tradeOff": (
            "Storing L instead of (m, l) saves a vector, but the backward must recompute S = QK^T for every "
            "tile: one extra matmul per block."
        ),
    }
