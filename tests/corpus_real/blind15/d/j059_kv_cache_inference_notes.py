# Sources: S03 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Partitions Q, K, V into tiles that fit in SRAM and writes only the final output to "
            "HBM; the full n x n attention matrix is never materialised there."
        ),
        "tiling": (
            "Q tiles of 128 rows per thread block stay resident; K/V tiles of 64 rows stream "
            "through the inner loop, double-buffered with cp.async; 4 warps, each owning 32 "
            "query rows."
        ),
        "numericalStability": (
            "Online softmax: maintain running max and denominator per row, rescale the partial "
            "output by exp(m_old - m_new) when a new block raises the max."
        ),
        "notes": (
            "FlashAttention 2 reduced non-matmul FLOPs and parallelised over the sequence; "
            "FlashAttention 3 adds warp specialisation and WGMMA on H100."
        ),
    }
