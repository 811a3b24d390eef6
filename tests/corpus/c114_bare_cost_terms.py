def designOutline():
    return {
        "memoryTraffic": "S and P are never written to HBM: each tile is computed in SRAM, used and dropped; HBM traffic is Q, K, V in and O, LSE out.",
        "tiling": "Br = Bc = 64; the Q block and the O accumulator stay in shared memory/registers while the inner loop streams K/V blocks.",
        "numericalStability": "Running max and running sum per row in fp32; rescale acc and l by exp(m_old - m_new) when the max grows.",
        "tradeOffs": ["Recomputation", "Occupancy", "Load imbalance"],
    }
