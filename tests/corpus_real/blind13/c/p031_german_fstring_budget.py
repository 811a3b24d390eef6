# Sources: S01 (paraphrase / learner rewrite, German)


def designOutline():
    br, bc, d = 128, 64, 64

    def kb(rows):
        return rows * d * 2 // 1024

    smem = kb(br) + 2 * (kb(bc) + kb(bc))
    return {
        "memoryTraffic": (
            "Ein einziger fusionierter Kernel: S und P (N×N) werden nie in den HBM geschrieben, sie "
            "existieren nur kachelweise im SRAM. Aus dem HBM lesen wir Q, K, V; zurückgeschrieben werden "
            "nur O und ein logsumexp pro Zeile."
        ),
        "tiling": (
            f"Q-Blöcke mit Br = {br} Zeilen bleiben pro Thread-Block im Shared Memory, K/V-Blöcke mit "
            f"Bc = {bc} Zeilen werden in der inneren Schleife gestreamt, 2 Pipeline-Stufen. Bei d = {d} in "
            f"fp16: {kb(br)} KB + 2 × ({kb(bc)} + {kb(bc)}) KB = {smem} KB Shared Memory."
        ),
        "numericalStability": (
            "Online-Softmax: pro Zeile laufendes Maximum m und laufende Summe l in fp32; wenn ein neuer "
            "Block ein größeres Maximum hat, werden Akkumulator und l mit exp(m_alt − m_neu) reskaliert. "
            "Zum Schluss O = acc / l, und L = m + log(l) wird für den Backward gespeichert."
        ),
        "tradeOff": (
            "Nachteil: Weil P nicht gespeichert wird, muss der Backward S und P blockweise aus Q, K und L "
            "neu berechnen — ein zusätzliches QK^T pro Block, also mehr FLOPs."
        ),
    }
