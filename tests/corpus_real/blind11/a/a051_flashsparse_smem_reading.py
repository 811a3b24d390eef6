# Sources: S08 (paraphrase / reading-group summary, non-native English)


def designOutline():
    return {
        "memoryTraffic": (
            "In the backward kernel the P and dS tiles are only in shared memory and registers, never in "
            "global; from HBM we read Q, K, V, O, dO and LSE, and write dQ, dK, dV."
        ),
        "tiling": (
            "Tile config depend on max shared memory per block: on H100 (>= 176 KB) 64 x 64 tiles, 8 warps, "
            "double buffering; on A100 (>= 144 KB) the same tiles but no double buffering; on sm86/sm89 "
            "(99 KB) 64 x 32 tiles and V kept in registers."
        ),
        "numericalStability": (
            "P is recomputed as exp(S - LSE) using the fp32 logsumexp stored by forward, so it is already "
            "normalized and cannot overflow."
        ),
        "tradeOff": (
            "On sm86 the 64 x 32 tiles and no double buffering means each K/V tile load is waiting, not "
            "overlapped with the MMA, so the same kernel is clearly slower than on A100."
        ),
    }
