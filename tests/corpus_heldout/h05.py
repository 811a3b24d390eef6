def designOutline():
    return {
        "memoryTraffic": [
            "- fused fwd: no NxN buffer in DRAM",
            "- loads: Q (once), K/V (once per q-tile); stores: O, lse",
        ],
        "tiling": [
            "- q-tile 128, kv-tile 64 (d=64)",
            "- q-tile pinned in smem; kv tiles cycled, 2-deep ring buffer",
            "- 1 CTA per (q-tile, bh)",
        ],
        "numericalStability": [
            "- rowmax/rowsum carried across kv tiles (fp32)",
            "- correction factor exp(m_prev - m_cur) applied to acc + rowsum",
        ],
        "tradeOffs": [
            "- 2-deep ring buffer = 2x kv smem -> at d=128 occupancy halves",
        ],
    }
