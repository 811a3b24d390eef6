# Sources: S06 (paraphrase / learner rewrite of a replication README), S10 (background)


def designOutline():
    return {
        "memoryTraffic": (
            "Flash attention is faster mainly because it does way less operations than the pytorch "
            "attention, and it also doesn't keep the N x N matrix around."
        ),
        "tiling": (
            "Br = 64, Bc = 64, d = 64. One thread block per (query tile, head); 4 warps, each warp owns 16 "
            "rows of Q (the FA2 split-Q scheme) so no cross-warp reduction. K/V tiles double buffered in "
            "shared memory with cp.async."
        ),
        "numericalStability": (
            "Running max and running sum per row in fp32 registers; the correction factor "
            "exp(m_old - m_new) is applied to the accumulator before adding P_tile @ V_tile."
        ),
        "tradeOff": (
            "Double buffering K/V doubles their shared memory, so at d = 128 only one CTA fits per SM and "
            "occupancy drops."
        ),
    }
