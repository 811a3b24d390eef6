# Sources: S19 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Q, K, V tiles go HBM -> shared memory with TMA bulk copies; S and P are produced and "
            "consumed in registers by WGMMA; no N x N intermediate is stored, only O and one fp32 "
            "logsumexp per row are written."
        ),
        "tiling": (
            "CTA = 128 query rows = 2 consumer warpgroups x 64 rows, plus a producer warp; K/V "
            "tiles of 128 rows (d = 128) in a 2-stage smem ring. Ping-pong: warpgroup 1 does its "
            "softmax while warpgroup 2 runs its GEMM, then they swap, using named barriers."
        ),
        "numericalStability": (
            "Running row max and sum in fp32 registers; rescale O by exp(m_old - m_new) when the "
            "max moves; scores scaled by log2(e)/sqrt(d) so exp2 can be used."
        ),
        "tradeOff": (
            "Ping-pong only helps when softmax and GEMM times are comparable: at head dim 256 the "
            "GEMMs dominate and the forced alternation just adds barrier waits; it also needs "
            "Hopper's async WGMMA, so it does not carry over to Ampere."
        ),
    }
