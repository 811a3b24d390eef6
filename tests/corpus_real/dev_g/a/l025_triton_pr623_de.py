# Sources: S09 (paraphrase / learner rewrite in German)


def designOutline():
    return {
        "memoryTraffic": "Fusionierter Triton-Kernel: S und P bleiben in Registern/SRAM und werden nie in den HBM geschrieben; nur Q, K, V lesen und O plus Logsumexp schreiben.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, Kopfdimension 64; ein Programm pro (Q-Block, Batch*Kopf), 4 Warps, 2 Pipeline-Stufen.",
        "numericalStability": "Online-Softmax mit laufendem Maximum m_i und Summe l_i in fp32; acc wird mit exp2(m_alt - m_neu) reskaliert.",
        "tradeOff": "Ab Kopfdimension > 128 spillt der Kernel massiv Register, weil der fp32-Akkumulator BLOCK_M x d pro Programm nicht mehr in die Register passt; deshalb nur d in [16, 32, 64, 128] erlauben.",
    }
