def designOutline():
    return {
        "memoryTraffic": "Single kernel; the N x N attention matrix is never written to HBM, only O (N x d) and the logsumexp (N) are written.",
        "tiling": "Each thread block: 128 query rows, loops over 64-row K/V tiles held in shared memory; d = 128; 8 warps.",
        "numericalStability": "Trade-off: larger tiles use more shared memory, which lowers occupancy because fewer thread blocks fit on each SM.",
    }
