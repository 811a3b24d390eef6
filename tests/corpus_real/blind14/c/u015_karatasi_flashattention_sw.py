# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Kernel moja iliyounganishwa inahesabu QK^T, softmax na PV; matriki S na P za N×N haziandikwi "
            "kamwe kwenye HBM, zinakaa kwenye SRAM kipande kwa kipande. Tunasoma Q, K, V kutoka HBM na "
            "kuandika O pamoja na logsumexp ya kila safu tu."
        ),
        "tiling": (
            "Q inagawanywa katika vitalu vya safu 128 (Br = 128), kila thread block inashika kitalu kimoja "
            "cha Q kwenye shared memory kwa muda wote; K na V zinapitishwa katika vitalu vya safu 64 "
            "(Bc = 64) kwenye kitanzi cha ndani. Kwa d = 64 na fp16 ni 16 KB + 8 KB + 8 KB."
        ),
        "numericalStability": (
            "Softmax ya mtandaoni (online): kila safu inahifadhi upeo unaoendelea m na jumla l katika fp32; "
            "kitalu kipya kikileta upeo mkubwa zaidi, tunazidisha O na l za zamani kwa exp(m_zamani − m_mpya) "
            "kabla ya kuongeza mchango mpya."
        ),
        "tradeOff": (
            "Gharama: kwa sababu P haihifadhiwi, backward inabidi ihesabu upya S na P kitalu kwa kitalu "
            "kutoka Q, K na logsumexp — QK^T ya ziada kwa kila kitalu, yaani FLOPs zaidi."
        ),
    }
