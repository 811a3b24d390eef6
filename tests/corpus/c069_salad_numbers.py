def designOutline():
    return {
        "memoryTraffic": "IO-aware; HBM vs SRAM; fusion; no materialization",
        "tiling": "block size, 64 or 128, SRAM, warps, pipelining, grid",
        "numericalStability": "softmax, max, exp, sum, fp32",
        "tradeOffs": "occupancy; registers; recompute; FLOPs",
    }
