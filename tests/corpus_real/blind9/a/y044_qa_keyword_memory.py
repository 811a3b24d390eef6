# Sources: S02 (paraphrase / learner rewrite, Q&A answer)
def designOutline():
    return {
        "memoryTraffic": "HBM, SRAM, kernel fusion, IO-awareness, no materialization",
        "tiling": "Q tile of 128 rows per thread block stays in shared memory; K and V tiles of 64 rows stream "
                  "through in the inner loop; d = 128.",
        "numericalStability": "Online softmax: running max m and normalizer l per row, accumulator rescaled by "
                              "exp(m_old - m_new) whenever m increases; fp32.",
        "tradeOff": "Since P is not kept, the backward recomputes S and P per tile — an extra QK^T matmul per tile.",
    }
