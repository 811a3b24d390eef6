# Sources: S26, S27 (paraphrase / learner rewrite, German)
def designOutline():
    return {
        "memoryTraffic": "Die N x N-Matrix S wird nie in den HBM geschrieben; pro Query-Block werden K und V einmal aus dem HBM gestreamt, geschrieben werden nur O und die Logsumexp pro Zeile.",
        "tiling": "Br = 128, Bc = 64, d = 128: der Q-Block bleibt im Shared Memory, K/V-Blöcke laufen in der inneren Schleife durch, ein Threadblock pro (Q-Block, Kopf).",
        "numericalStability": "Numerisch stabil durch den Softmax-Trick.",
        "tradeOff": "Nachteil: im Backward werden S und P neu berechnet, weil sie nicht gespeichert sind - etwa eine zusätzliche QK^T-Multiplikation pro Block.",
    }
