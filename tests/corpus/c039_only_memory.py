def designOutline():
    return {
        "memoryTraffic": "The N x N matrices S and P are never written to HBM: each is produced and consumed one tile at a time in SRAM. Only Q, K and V are read and only O and the logsumexp are written.",
    }
