# Sources: S01 (paraphrase / learner rewrite, Czech)


def designOutline():
    return {
        "memoryTraffic": (
            "Každý blok S = Q·K^T se spočítá v SRAM, zapíše se do HBM a pak se znovu načte pro softmax, "
            "takže celou matici N×N nemusíme mít najednou na čipu. Nakonec zapíšeme O."
        ),
        "tiling": (
            "Q po blocích Br = 64 řádků, jeden thread block na blok Q a hlavu; blok Q zůstává ve sdílené "
            "paměti. Vnitřní smyčka načítá K a V po Bc = 64 řádcích. 4 warpy."
        ),
        "numericalStability": (
            "Online softmax: pro každý řádek průběžné maximum m a součet l ve fp32; když přijde větší "
            "maximum, akumulátor a l se přeškálují faktorem exp(m_staré − m_nové). Na konci dělíme l."
        ),
        "tradeOff": (
            "Nevýhoda: protože P neukládáme, backward musí S a P přepočítat z Q, K a logsumexp — jeden "
            "QK^T navíc na blok, tedy víc FLOPů."
        ),
    }
