# Sources: S02 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Block tiling of Q, K, V means the large softmax matrix is never written to HBM; the "
            "kernel reads Q, K, V tiles and writes only O, so the memory footprint is linear."
        ),
        "tiling": (
            "Q blocks of 64 rows per thread block, held in SRAM; K/V blocks of 64 rows streamed in "
            "the inner loop; under a block-sparse mask, only the non-zero 64 x 64 blocks are "
            "visited."
        ),
        "numericalStability": (
            "Running max and running sum per row in fp32; whenever a block raises the max, the "
            "accumulated output and sum are scaled by exp(m_old - m_new)."
        ),
        "tradeOff": "Higher FLOPs are traded for fewer HBM accesses.",
    }
