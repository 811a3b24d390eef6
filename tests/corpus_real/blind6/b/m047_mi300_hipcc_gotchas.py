# Sources: S41, S27 (learner rewrite, practitioner notes)
def designOutline():
    return {
        "memoryTraffic": "Scalar version first, then MFMA for both S_ij = Q_i K_j^T and P_ij V_j.",
        "tiling": "A wavefront is 64 threads on AMD, so you must track both the wave id and the lane id; output layout of the matrix core is shuffled in registers.",
        "numericalStability": "Normal softmax.",
        "tradeOff": "MFMA output layout is shuffled in registers, so a reorder step is needed before the softmax, which costs extra register moves.",
    }
