# Sources: S44 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "One fused kernel for the whole attention of a layer: scores stay in shared "
                         "memory, the softmax is applied in place, only the context vectors are "
                         "written back to global memory.",
        "tiling": "TODO",
        "numericalStability": "Safe softmax: e_x = exp(x - max(x)), with the max taken as a running "
                              "max over key tiles and the partial sums rescaled by exp(m_old - m_new); "
                              "sums in fp32.",
        "tradeOff": "Without the max subtraction, the softmax input of a pretrained model can exceed "
                    "about 11 in fp16, exp overflows to inf, and inf/inf gives NaN; that is exactly "
                    "the NaN we got from the eighth transformer layer.",
    }
