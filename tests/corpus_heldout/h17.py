def designOutline():
    return {
        "memoryTraffic": "HBM/SRAM/fusion/IO-awareness/bandwidth-bound",
        "tiling": "Br/Bc/BLOCK_M/BLOCK_N/SMEM/warps/stages",
        "numericalStability": "safe-softmax/online/LSE/fp32/max",
        "tradeOff": "FLOPs/memory/occupancy/registers",
    }
