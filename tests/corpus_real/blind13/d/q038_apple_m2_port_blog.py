# Sources: S18 (paraphrase), S19 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Unified memory or not, the M2's GPU still pays for every byte: one Metal kernel does "
            "QK^T, softmax and PV, scores never written back to device memory, O written once."
        ),
        "tiling": (
            "On the M2 I copied the CUDA defaults: BQ = 64 query rows and BK = 64 key rows per threadgroup, "
            "head dim 128, half precision. Q (16 KB), K (16 KB) and V (16 KB) all sit in "
            "threadgroup memory so the inner loop never touches device memory for a tile it "
            "already has; 8 simdgroups."
        ),
        "numericalStability": (
            "Running max and denominator per row in float; partial output multiplied by "
            "exp(old_max - new_max) on every block where the max changes; division at the end."
        ),
        "tradeOff": (
            "At head dim 256 the register file cannot hold the full output row per thread, so the "
            "kernel has to spill intentionally to threadgroup/device memory, which costs bandwidth."
        ),
    }
