# Sources: S24 (excerpt + paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention needs O(N^2 d^2 / M) HBM accesses versus Theta(N d + N^2) for standard attention; with "
            "d = 64..128 and M around 100 KB of SRAM, d^2 / M is well below 1, so far fewer HBM accesses. S and P "
            "are never written to HBM."
        ),
        "tiling": (
            "Bc = ceil(M / (4d)) and Br = min(ceil(M / (4d)), d): we want the S block (Br x Bc) to fit in SRAM, and "
            "one Q block (Br x d) too, so Br <= min(d, M / d); the constant 4 is just so the proof works out. In "
            "practice block sizes are multiples of 16 and powers of 2. Trade-off: with a small head dim the Q block "
            "is small, so each K/V block is reused by few rows and K and V are re-read from HBM N / Br times."
        ),
        "numericalStability": (
            "Online softmax with m_i and l_i per row in fp32; when m grows, O_i and l_i are rescaled by "
            "exp(m_old - m_new) before the new block is added."
        ),
    }
