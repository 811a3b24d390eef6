# Sources: S02 (paraphrase, German)
def designOutline():
    return {
        "memoryTraffic": "Der fusionierte Kernel schreibt die Score-Matrix S nie in den globalen Speicher: S liegt als WGMMA-Akkumulator in Registern, wird dort per Softmax verarbeitet und direkt als Operand für P·V benutzt. Aus dem HBM kommen nur Q, K, V; zurück geht nur O.",
        "tiling": "Q-Kachel 64 x d pro CTA im Shared Memory, K/V-Kacheln 64 x d per TMA nachgeladen, zweistufige Pipeline.",
        "numericalStability": "Softmax blockweise, jeder Block wird mit seinem eigenen Maximum normiert und durch seine eigene Summe geteilt, danach werden die Blöcke addiert.",
        "tradeOff": "Größere Kacheln erhöhen den Registerdruck, weil S- und O-Akkumulator gleichzeitig in Registern liegen müssen; ab einer gewissen Größe spillt der Compiler.",
    }
