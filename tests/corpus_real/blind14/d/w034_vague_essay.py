# Sources: S12 (paraphrase), S01* (learner essay)
def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention is, at its heart, an IO-aware algorithm. Rather than treating the GPU as an abstract machine "
            "that simply executes FLOPs, it respects the memory hierarchy and is careful about data movement, which is "
            "really what modern accelerators reward. The result is that it uses memory far more efficiently and the "
            "bandwidth is no longer wasted."
        ),
        "tiling": (
            "In practice each thread block takes 128 query rows and keeps them in shared memory for its whole lifetime, "
            "then loops over key/value blocks of 64 rows, loading each from HBM once per query block; the grid is one "
            "block per (query block, batch x head)."
        ),
        "numericalStability": (
            "Each query row carries a running maximum and a running sum in fp32. A new key block first updates the "
            "maximum; the accumulator and the sum are multiplied by exp(old max - new max), and only then is the new "
            "block's exp(score - new max) @ V added. The division by the sum happens once, at the end."
        ),
        "tradeOff": (
            "Of course, nothing comes for free, and there are trade-offs to consider depending on the workload and the "
            "hardware one is targeting."
        ),
    }
