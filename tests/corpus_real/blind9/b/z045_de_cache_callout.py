# Sources: S45 (deutscher Lerntext, Paraphrase)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention ordnet die Matrix-Multiplikationen IO-aware so an, dass der GPU-Cache optimal genutzt wird – 2–4× schneller als die naive Implementierung.",
        "tiling": "Die Berechnung wird in Blöcke aufgeteilt, die gut auf die GPU passen.",
        "numericalStability": "Softmax blockweise mit laufendem Maximum m und Summe l (fp32); bei einem neuen Maximum werden l und die Teilausgabe mit exp(m_alt − m_neu) neu skaliert, am Ende O / l.",
        "tradeOff": "Bei kurzen Sequenzen (unter ~512 Token) passt die Score-Matrix ohnehin in den L2-Cache, dann bringt der fusionierte Kernel kaum etwas.",
    }
