# Sources: S44 (generic CUTLASS GEMM tiling description), S01 -- learner mixes GEMM tiling into attention
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "Unlike standard attention, which writes S = QK^T to HBM, applies softmax and reads P back, the "
            "fused kernel keeps S and P on chip; HBM traffic is O(N^2 d^2 / M) for Q, K, V reads plus O writes."
        ),
        "tiling": (
            "Threadblock tile 128 x 128 x 32: each CTA computes a 128 x 128 tile of C, iterating over the "
            "K dimension in slices of 32 that are staged through shared memory; warp tile 64 x 64, "
            "instruction tile 16 x 8 x 16 for mma.sync."
        ),
        "numericalStability": (
            "Online softmax: per row running max and sum in fp32 registers, O rescaled by exp(m_old - m_new) "
            "when the max increases, divide by the sum after the last block."
        ),
        "tradeOff": (
            "Large tiles raise register usage per thread; above ~255 registers the compiler spills to local "
            "memory and the kernel slows down."
        ),
    }
