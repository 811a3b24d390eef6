# Sources: S45 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Q, K, V are read once from HBM and the output written once; the attention "
                         "matrix is never materialised in global memory.",
        "tiling": "Tile the computation so that it fits nicely in the cache of the GPU.",
        "numericalStability": "Scores computed in fp16 but the softmax statistics (running max and "
                              "denominator) and the output accumulator in fp32, rescaled by "
                              "exp(m_old - m_new) after each key block.",
        "tradeOff": "That little nugget of computation kept in fp32 costs twice the registers and "
                    "bandwidth of the fp16 path, but the alternatives (clamping values, catching inf) "
                    "broke the backward graph: the softmax needs a big dynamic range and overflows "
                    "in fp16.",
    }
