# Sources: A01 (learner rewrite; the IO formula is the learner's mistake)
def designOutline():
    return {
        "memoryTraffic": "S and P are never written to HBM. The number of HBM accesses of FlashAttention is "
                         "O(N d / M), independent of N^2, compared to O(N^2) for standard attention.",
        "tiling": "Br = Bc = 64 at d = 64; Q_i block in SRAM per thread block, K_j/V_j streamed in the inner loop.",
        "numericalStability": "running max m_i, running sum l_i; O_i rescaled by exp(m_old - m_new) before adding "
                              "P_ij V_j; final O_i / l_i.",
        "tradeOff": "Bigger blocks cut the number of K/V passes, but Br = 256 would need too many registers for "
                    "the fp32 accumulator and spill.",
    }
