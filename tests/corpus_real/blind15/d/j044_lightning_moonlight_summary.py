# Sources: S23 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Each row keeps a running maximum and a running sum of exponentials; when a later "
            "block has a larger score, the earlier partial output is rescaled by "
            "exp(m_old - m_new)."
        ),
        "tiling": (
            "Sequence split into T = n / B blocks with B = 64; Q_i, K_i, V_i of the current block "
            "in SRAM, the intra-block product masked with the decay matrix M, the inter-block "
            "part via the running KV state."
        ),
        "numericalStability": (
            "Row max m and row sum l tracked in fp32; accumulated output multiplied by "
            "exp(m_old - m_new) whenever m increases, final division by l."
        ),
        "tradeOff": (
            "The decay lambda^(i-j) inside a 64-token block can underflow for small lambda in "
            "fp16, so the intra-block mask has to be computed in fp32, doubling its register "
            "footprint."
        ),
    }
