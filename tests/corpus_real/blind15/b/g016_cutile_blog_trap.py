# Sources: S17 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Instead of writing the N x N QK^T (512 MB per head at N = 16k in fp16) to global "
            "memory and reading it back for softmax and for the multiply by V, the kernel loads "
            "a Q tile once, streams K and V tiles, and writes only the output tile. The score tile "
            "never leaves the SM."
        ),
        "tiling": (
            "Baseline tile 64 x 64 (query x key), d = 128: one block per (query tile, batch*head), "
            "Q tile resident, the K loop walks key tiles of 64. Trade-off: we tried 256 x 128 to "
            "cut re-reads, but the larger tile raised registers per thread, occupancy dropped and "
            "the kernel got 18-43% slower until fast math and loop splitting fixed it."
        ),
        "numericalStability": (
            "Online softmax: m_i and l_i per row in fp32; alpha = exp2(m_i - m_new), "
            "acc = acc * alpha + P @ V, l_i = l_i * alpha + rowsum(P). log2(e) is folded into the "
            "qk scale so every exponential is an exp2."
        ),
    }
