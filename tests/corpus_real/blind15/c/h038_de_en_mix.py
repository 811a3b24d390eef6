# Sources: S28, S17 (paraphrase / learner rewrite, German-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "Kein Materialisieren von S im HBM: QKᵀ, Softmax und PV laufen in einem fused Kernel, im HBM landen nur O und der logsumexp pro Zeile.",
        "tiling": "Tiling: Blöcke von Q, K, V so wählen, dass sie in den SRAM passen, und dann blockweise rechnen.",
        "numericalStability": "Running max m und running sum l pro Zeile in fp32; wenn m wächst, werden Akkumulator und l mit exp(m_old − m_new) reskaliert.",
        "tradeOff": "Trade-off: kleinere Blöcke sind besser für die Occupancy, weil mehr Blöcke pro SM passen.",
    }
