def designOutline():
    return {
        "memoryTraffic": "The whole attention (QK^T, scale, mask, softmax, PV) runs as one kernel; S and P are only ever tiles in SRAM and never touch HBM. Reads: Q,K,V. Writes: O and logsumexp.",
        "tiling": "Q is split into 64-row tiles kept in shared memory; the kernel walks over 64-row K/V tiles. Trade-off: a bigger K/V tile (128) means fewer loop iterations but needs twice the shared memory, so fewer CTAs fit on an SM and occupancy drops.",
        "numericalStability": "Online softmax: running max and running sum per row in fp32, previous partial sums rescaled by exp(old_max - new_max) when a new tile has a larger max.",
    }
