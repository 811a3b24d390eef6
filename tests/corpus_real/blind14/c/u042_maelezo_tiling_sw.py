# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Kernel moja iliyounganishwa inafanya QKᵀ, softmax na PV; S na P haziandikwi kwenye HBM kamwe. "
            "Tunasoma Q, K, V na kuandika O na logsumexp ya kila safu."
        ),
        "tiling": (
            "Vitalu vya Q vya safu 64 vinakaa kwenye shared memory, kila kimoja kwa thread block moja; K na V "
            "zinaletwa kwa vitalu vya safu 64 katika kitanzi cha ndani."
        ),
        "numericalStability": (
            "Softmax ya mtandaoni: upeo m na jumla l katika fp32 kwa kila safu; upeo ukiongezeka, O na l za "
            "zamani zinazidishwa na exp(m_zamani − m_mpya)."
        ),
        "tradeOff": "Vigae vidogo (64) ni vizuri kwa occupancy, na kernel moja ni rahisi kuzindua.",
    }
