# Sources: S35, S36 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Fused Q*K^T -> softmax -> *V in one Metal kernel: no intermediate attention matrix in device memory, "
            "only Q, K, V reads and the O write, O(N) extra memory."
        ),
        "tiling": (
            "The M4 Pro GPU has 20 cores with 128 ALUs each at ~1.5 GHz, SIMD groups of 32 threads, up to 1024 "
            "threads per threadgroup, 32 KB of threadgroup memory, a 16 KB L1 and unified memory shared with "
            "the CPU with fast coherency. Tiles should respect this hierarchy and avoid bank conflicts."
        ),
        "numericalStability": (
            "Online softmax state per query row (running max and running sum in float), the accumulated output "
            "rescaled by exp(old_max - new_max) when a tile raises the max; final divide by the sum."
        ),
        "tradeOff": (
            "Running 1024 threads per threadgroup leaves few registers per thread, so the per-row accumulator "
            "for head_dim 128 spills and occupancy drops."
        ),
    }
