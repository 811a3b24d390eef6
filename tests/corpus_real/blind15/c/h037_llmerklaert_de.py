# Sources: S28 (paraphrase / learner rewrite, German)


def designOutline():
    return {
        "memoryTraffic": "Die n×n-Matrix wird nie im HBM gespeichert. Dadurch sinkt der HBM-Verkehr auf O(n·d): K und V werden nur ein einziges Mal aus dem HBM gelesen, egal wie lang die Sequenz ist.",
        "tiling": "B_r = 256 Zeilen pro Q-Block, B_c = 32 Zeilen pro K/V-Block, d = 128 in fp16: Q-Block 64 KB + K 8 KB + V 8 KB = 80 KB SRAM. Äußere Schleife über Q-Blöcke, innere über K/V-Blöcke.",
        "numericalStability": "Online-Softmax mit laufender Statistik: m_new = max(m_old, max(x_new)), D_new = D_old·exp(m_old − m_new) + sum(exp(x_new − m_new)); O_block wird ebenfalls mit exp(m_old − m_new) skaliert, am Ende O/D.",
        "tradeOff": "Mit B_r = 256 hält jeder Thread-Block einen fp32-Akkumulator von 256×128×4 = 128 KB – das passt nicht in die Register, der Compiler lagert aus (Spills) und die Occupancy sinkt.",
    }
