# Sources: S30 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Q, K and V are each read from HBM exactly once and O written once, so the traffic is 4Nd floats, "
            "nothing quadratic; S is only in shared memory."
        ),
        "tiling": (
            "minimal CUDA version: grid = (batch, n_heads), one block per head, Bc = Br = 32 threads, each thread "
            "owns one query row. Outer loop over Tc key/value tiles (Kj, Vj loaded into shared memory), inner loop "
            "over Tr query tiles. Shared memory = (3 * Bc * d + Bc * Br) * 4 B = (3*32*64 + 32*32) * 4 = 28 KB "
            "for d = 64 in fp32."
        ),
        "numericalStability": (
            "row max m and row sum l kept per row; new values m_new = max(m, m_tile), "
            "l_new = e^(m - m_new) l + e^(m_tile - m_new) l_tile, and O is rescaled with the same factors."
        ),
        "tradeOff": (
            "Only batch * n_heads blocks exist (e.g. 16 x 12 = 192), each of 32 threads, so the occupancy is poor "
            "and the GPU is underused; and with seq_len < 32 the tile loops did not exit early, giving wrong values."
        ),
    }
