# Sources: S25 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel moja: S na P hazitoki kwenye chip, haziandikwi HBM. Tunasoma Q, K, V kutoka HBM na "
            "kuandika O na logsumexp kwa kila row tu."
        ),
        "tiling": "TODO",
        "numericalStability": (
            "Online softmax: running max m na sum l katika fp32 kwa kila row; max ikiongezeka, accumulator na l "
            "zinazidishwa na exp(m_old − m_new). Softmax na accumulation zinabaki fp32 hata kama matmul ni FP8."
        ),
        "tradeOff": (
            "Kwenye Gaudi, FP8 ilitoa output mbaya (poor quality) mpaka tulipotumia maxabs quantization config "
            "kupima scales; sababu ni kwamba scale moja kwa tensor nzima haikufaa values kubwa (outliers), kwa "
            "hiyo values ndogo zilipotea katika e4m3."
        ),
    }
