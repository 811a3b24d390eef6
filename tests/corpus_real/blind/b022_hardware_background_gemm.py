# Sources: S01 (sec. 2.1 hardware performance), S36 (Manning ch. 8), S44 (CUTLASS-style GEMM tiling, generic)
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "The A100 GPU has 40-80GB of high bandwidth memory with bandwidth 1.5-2.0 TB/s and 192KB of "
            "on-chip SRAM per each of 108 streaming multiprocessors with bandwidth estimated around 19 TB/s. "
            "The on-chip SRAM is an order of magnitude faster than HBM but many orders of magnitude smaller."
        ),
        "tiling": (
            "Like a CUTLASS GEMM: each thread block computes a 128 x 128 tile of the output C = A B, loads "
            "128 x 32 slices of A and B into shared memory per k-step with double buffering, and each warp "
            "owns a 64 x 64 sub-tile of accumulators in registers."
        ),
        "numericalStability": (
            "Per query row keep the running max m and running sum l in fp32. For each new key block: "
            "m_new = max(m, rowmax(S)), scale old accumulator and l by exp(m - m_new), add exp(S - m_new) V."
        ),
        "tradeOff": (
            "Recomputing S in the backward instead of storing it costs one extra Q K^T matmul per block, "
            "about 30% more FLOPs in the backward pass, but it is still faster because HBM is the bottleneck."
        ),
    }
