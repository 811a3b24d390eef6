# Sources: S33 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The S matrix and P matrix never go to HBM, they stay in SRAM tile by tile, we only read Q, K, V "
            "once per query block and write O plus logsumexp L. Takže traffic je O(N·d) na výstupe namiesto O(N²)."
        ),
        "tiling": (
            "Rozdelíme výpočet na bloky vhodnej veľkosti, aby to GPU dobre zvládlo, and then iterate over "
            "them efficiently."
        ),
        "numericalStability": (
            "Online softmax — running max m a running sum l vo fp32, pri každom novom K/V bloku rescale O a l "
            "by exp(m_old - m_new), na konci O / l."
        ),
        "tradeOff": (
            "Backward: dQ sa sčítava cez atomic add z viacerých thread blockov (paralelizácia cez seqlen_k), "
            "poradie sčítania je pri každom behu iné, takže gradienty nie sú bit-for-bit deterministické "
            "(issue #414)."
        ),
    }
