# Sources: S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": [
            "QK^T, softmax, PV fused in one kernel",
            "S and P never written to HBM",
            "reads: Q, K, V; writes: O and LSE",
        ],
        "tiling": [
            "Br = 128 rows of Q resident in shared memory",
            "Bc = 64 rows of K/V streamed per iteration",
            "d = 64, 4 warps, grid (N/128, B*H)",
        ],
        "numericalStability": [
            "running max m and sum l per row, fp32",
            "rescale acc and l by exp(m_old - m_new)",
        ],
        "tradeOff": ["recomputation in backward", "occupancy", "load imbalance"],
    }
