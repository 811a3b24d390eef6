# Sources: S18, S22 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "The fused kernel reads Q, K, V tiles from HBM and writes only O and the row logsumexp; the score tile "
            "and the probability tile are never written to HBM."
        ),
        "tiling": (
            "Q tile of 64 rows per thread block kept in shared memory; K/V tiles of 32 rows streamed in the inner "
            "loop; head dim 128: 16 KB + 8 KB + 8 KB."
        ),
        "numericalStability": (
            "Online softmax with a running max and running sum in fp32; previous output rescaled by exp(m_old - m_new) "
            "whenever a later tile has a larger score."
        ),
        "tradeOff": "Smaller tiles are good for occupancy and make the kernel more flexible on different GPUs.",
    }
