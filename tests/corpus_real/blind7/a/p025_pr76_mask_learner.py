# Sources: S25 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "HBM, SRAM, fused kernel, IO-aware, no N^2 matrix",
        "tiling": "64 rows of Q per thread block stay in shared memory, K and V blocks of 64 rows loaded one by "
                  "one in the inner loop, the mask block for (i, j) loaded together with K_j.",
        "numericalStability": "If the input mask has a whole row of false, m stays -inf and exp(-inf - (-inf)) "
                              "gives NaN, so I check m == -inf and write 0 for that row instead of NaN. Other "
                              "rows: normal running max / sum with rescale by exp(m_old - m_new), fp32.",
        "tradeOff": "Mocking the mask with a (-inf, 0) bias means one extra N x N bias tensor read from HBM, so "
                    "part of the IO saving is lost for masked attention.",
    }
