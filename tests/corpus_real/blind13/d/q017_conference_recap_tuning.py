# Sources: S23 (paraphrase), S27 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "FA3 on H100 keeps the FA2 dataflow: Q, K, V read from HBM by TMA, S/P never written "
            "back, only O and LSE stored. The new part is that the loads overlap the WGMMAs."
        ),
        "tiling": (
            "Producer warpgroup issues TMA loads of 128 x 128 K/V tiles (d = 128, bf16, 32 KB "
            "each) into a 2-stage circular buffer; two consumer warpgroups each own 64 of the "
            "128 query rows. Q 32 KB + 2 x 64 KB = 160 KB of the 227 KB."
        ),
        "numericalStability": (
            "Softmax of one tile is computed while the next tile's QK^T WGMMA runs (ping-pong); "
            "running max and sum stay in fp32 registers and the O accumulator is rescaled by "
            "exp2(m_old - m_new) before each PV."
        ),
        "tradeOff": (
            "As always there is a balance to strike: the settings that are best for performance "
            "are not necessarily the most convenient ones, so you have to tune carefully."
        ),
    }
