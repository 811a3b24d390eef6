# Sources: S06 (paraphrase / reviewer rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention approximates the softmax block by block so that the N x N matrix "
            "does not have to be kept in HBM; the result is close to exact attention while only "
            "Q, K, V and O move between HBM and SRAM."
        ),
        "tiling": (
            "Query blocks of 128 rows stay in SRAM with their accumulators; K/V blocks of 128 "
            "rows stream through in the inner loop; one thread block per (query block, head)."
        ),
        "numericalStability": (
            "Running max m and sum l per row in fp32; each time a block has a larger max, the "
            "accumulated output and l are rescaled by exp(m_old - m_new)."
        ),
        "tradeOff": (
            "For M < d^2 (small cache relative to the head dimension) the Q tile no longer stays "
            "resident, so K/V are re-read from HBM many more times than a matmul-style blocking "
            "would need."
        ),
    }
