# Sources: S13 (learner rewrite, non-native English)
def designOutline():
    return {
        "memoryTraffic": (
            "Standard attention is load Q, K from HBM, compute S = QK^T and write S to HBM, then read S again for "
            "softmax and write P to HBM, then read P and V to compute O. So it is O(N^2) memory traffic and this is "
            "the bottleneck, not the matmul."
        ),
        "tiling": (
            "Q divided in blocks of Br = 64 rows which stay in shared memory, K and V in blocks of Bc = 64 rows, "
            "outer loop on Q blocks and inner loop on K/V blocks, d = 64."
        ),
        "numericalStability": (
            "For the softmax by block we keep m = max and l = sum of exp per row in fp32, and when new block has "
            "bigger max we multiply old O and l with exp(m_old - m_new)."
        ),
        "tradeOff": (
            "Backward pass must recompute S and P again from Q, K and the saved statistics, because P is not "
            "stored: one more QK^T for each block."
        ),
    }
