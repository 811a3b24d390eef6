# Sources: S03 (paraphrase / learner rewrite of a PR review thread)


def designOutline():
    return {
        "memoryTraffic": (
            "Per block the kernel loads Qi, Kj, Vj into shared memory and S lives in the same shared buffer; "
            "S is never written to global memory. Global memory only sees Q, K, V read and O, l, m written."
        ),
        "tiling": (
            "Bc = ceil(sharedMemPerBlock / sizeof(float) / (4*d)), capped at N so small inputs do not "
            "overflow; Br = min(Bc, d). With 48 KB per block and d = 64 that gives Bc = 48. One thread per "
            "row of the Q tile, outer loop over the Tc key/value tiles."
        ),
        "numericalStability": (
            "Each thread does its row: row_m = max of the tile, row_l = sum exp(S - row_m); then "
            "m_new = max(m_prev, row_m), l_new = exp(m_prev - m_new)*l_prev + exp(row_m - m_new)*row_l, and "
            "O is rescaled with the same factors."
        ),
        "tradeOff": (
            "If you forget to divide by sizeof(float) (sharedMemPerBlock is in bytes), Bc comes out 4x too "
            "big, the kernel asks for more shared memory than a block has and the launch fails."
        ),
    }
