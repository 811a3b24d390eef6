# Sources: S65 (paraphrase / learner rewrite, de)
def designOutline():
    return {
        "memoryTraffic": "Statt die komplette n×n-Matrix zu materialisieren, lädt der Kernel Blöcke von Q, K und V in den SRAM und schreibt nur O zurück; S und P verlassen den Chip nie.",
        "tiling": "B_r = 256 Zeilen pro Q-Block, B_c = 32 Zeilen pro K/V-Block, Kopfdimension d = 128; äußere Schleife über Q-Blöcke, innere Schleife über K/V-Blöcke.",
        "numericalStability": "Online-Softmax mit laufenden Statistiken: m_new = max(m_old, max(x_new)), D_new = D_old · exp(m_old − m_new) + sum(exp(x_new − m_new)); O wird mit demselben Faktor reskaliert.",
        "tradeOff": "Flash Attention ist 2–4× schneller als Standard Attention, ohne Nachteile.",
    }
