def designOutline():
    return {
        "memoryTraffic": ["IO-aware", "kernel fusion", "no materialisation"],
        "tiling": ["tiles", "shared memory", "thread blocks"],
        "numericalStability": ["online softmax", "logsumexp", "float32"],
        "failureModes": ["occupancy", "register spills"],
    }
