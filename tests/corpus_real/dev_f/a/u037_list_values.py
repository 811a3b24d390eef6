# Sources: S18, S19 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": [
            "read Q, K, V from HBM; write O and logsumexp L",
            "S and P stay in SRAM tile by tile, never written to HBM",
        ],
        "tiling": [
            "Br = 64 query rows per thread block, resident in shared memory",
            "Bc = 64 key/value rows streamed per inner-loop step",
            "grid = (N / 64, batch * heads)",
        ],
        "numericalStability": [
            "running max m and running sum l per row, fp32",
            "rescale acc and l by exp(m_old - m_new) when m grows",
            "divide by l once at the end",
        ],
        "tradeOffs": ["recomputation", "occupancy", "load imbalance"],
    }
