# Sources: S26 (paraphrase / practitioner rewrite)
# Backward (VJP) kernels on Apple GPUs.


def designOutline():
    return {
        "memoryTraffic": (
            "dKV kernel: each threadgroup owns a BK x D slice of K and V and loops over all Q "
            "tiles reading Q, dO, delta and LSE; dK, dV accumulate in registers and are written "
            "once; P and dS are recomputed in registers and never stored to device memory."
        ),
        "tiling": (
            "D = 128: dQ kernel BQ = 32, BK = 32 (M3+), 4 simdgroups (128 threads); dKV kernel "
            "BQ = 16, BK = 16, 2 simdgroups. red_smem is aliased over Q_smem + dO_smem (they are "
            "never live at the same time), so threadgroup memory stays under 16 KB and 2 "
            "threadgroups fit per core."
        ),
        "numericalStability": (
            "No online softmax in the backward: P = exp(S * scale - LSE) from the forward's "
            "stored fp32 logsumexp, delta = rowsum(dO * O) precomputed; all accumulators fp32."
        ),
        "tradeOff": (
            "D = 128 dKV at BQ = 32 with 2 simdgroups would need ~338 registers per thread and "
            "spills above 256, so BQ = 16; the price is twice as many Q-tile iterations."
        ),
    }
