# Sources: S37 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "FA3's speedup comes from doing fewer FLOPs than the three-kernel version, because the "
            "softmax is fused between the two GEMMs."
        ),
        "tiling": (
            "Hopper: 2 consumer warpgroups x 64 rows = a 128-row Q tile per CTA, K/V tiles of 128 "
            "rows at hdim 128 via TMA into a 2-stage smem pipeline; a producer warp issues the loads "
            "(warp specialization) and the two warpgroups ping-pong so one's softmax overlaps the "
            "other's GEMM."
        ),
        "numericalStability": (
            "Row max and row sum in fp32 registers, the fp32 O accumulator rescaled by "
            "exp2((m_old - m_new) * log2e) when a new K tile raises the max; final divide by l and "
            "store lse."
        ),
        "tradeOff": (
            "ptxas: 168 registers per thread with 96 bytes spill stores / 132 bytes spill loads, "
            "because each consumer thread holds a 64x128 fp32 O fragment plus the S fragment; the "
            "impact is small since the spills are off the critical path, but bigger head dims would "
            "spill more."
        ),
    }
