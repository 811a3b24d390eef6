# Sources: S07 (Russian learner writing in English; paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Each tile S_ij is computed with matrix cores and then written to global memory and read back for softmax, but because tiles are small this is cheap compared to full matrix.",
        "tiling": "Q_i block of 64 rows in LDS, K_j/V_j blocks of 32 rows loaded in turn; one wavefront of 64 threads per 16 rows of Q.",
        "numericalStability": "m and l per row, O multiplied by exp(m_old - m_new) on every new block, final O divided by l.",
        "tradeOff": "Output layout of matrix core is shuffled in registers (4x1 outer product), so additional reorder step is needed before softmax, it costs instructions on every tile.",
    }
