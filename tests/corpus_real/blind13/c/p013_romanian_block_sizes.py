# Sources: S01 (paraphrase / learner rewrite, Romanian)


def designOutline():
    return {
        "memoryTraffic": (
            "Un singur kernel fuzionat: S și P nu sunt scrise niciodată în HBM, rămân în SRAM pe bucăți. "
            "Din HBM citim Q, K, V și scriem doar O plus logsumexp pe rând."
        ),
        "tiling": (
            "Blocuri mari ca să reducem recitirile: Br = 256, Bc = 256, d = 256, totul în fp16 în shared "
            "memory — blocul Q, blocul K și blocul V încărcate simultan. Un thread block per bloc Q."
        ),
        "numericalStability": (
            "Softmax online cu maximul curent m și suma curentă l în fp32; la fiecare bloc nou reascalăm "
            "acumulatorul și l cu exp(m_vechi − m_nou)."
        ),
        "tradeOff": (
            "Costul: backward-ul recalculează S și P pe blocuri pentru că P nu e păstrat, adică un QK^T în "
            "plus per bloc."
        ),
    }
