# Sources: S21, S31 (*) (paraphrase / learner rewrite)
# PhD qualifier practice: the backward kernel.


def designOutline():
    return {
        "memoryTraffic": (
            "Backward reads Q, K, V, O, dO and the stored lse, writes dQ, dK, dV. S, P, dP and "
            "dS are rebuilt per tile in SRAM/registers and never written to HBM, so backward "
            "memory stays O(N) as well."
        ),
        "tiling": (
            "Loop order flipped vs forward: each CTA owns one K/V block of 128 rows (d = 64) and "
            "keeps dK, dV accumulators for it on chip; the inner loop streams Q, dO blocks of 64 "
            "rows. dQ contributions are added to an fp32 dQ buffer in HBM with atomicAdd."
        ),
        "numericalStability": (
            "No running max is needed in backward because the forward stored L = m + log l per "
            "row: P_ij = exp(S_ij - L_i) is recomputed exactly, so every exp argument is <= 0."
        ),
        "tradeOff": (
            "dQ is accumulated with atomics from many CTAs, so the order of fp32 additions "
            "changes from run to run: dQ is not bit-for-bit deterministic. Recomputing S and P "
            "also costs an extra QK^T per tile."
        ),
    }
