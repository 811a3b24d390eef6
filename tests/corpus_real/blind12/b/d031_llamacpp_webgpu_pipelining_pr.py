# Sources: S31 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "K and V tiles go from global memory into shared memory, the mask tile is staged in shmem too; the scores are never written out, only the output rows.",
        "tiling": "Software pipelining: load K for the next KV tile while computing q*k for the current one; subgroup matrices of SG_MAT_K x SG_MAT_N; one workgroup per Q tile, KV_TILE keys per iteration.",
        "numericalStability": "calc_softmax_term adds slope * mask and then subtracts the running row max before exp; the accumulated O and sum are rescaled by exp(m_old - m_new) when the max grows.",
        "tradeOff": "The q*k accumulation loop over the entire KV tile is currently the largest bottleneck.",
    }
