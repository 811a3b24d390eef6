# Sources: S18 (already-used source; learner rewrite in German)


def designOutline():
    return {
        "memoryTraffic": "Ein fusionierter Kernel: S und P (N×N) werden nie in den HBM geschrieben; gelesen werden Q, K, V blockweise, geschrieben nur O und die Logsumexp pro Zeile.",
        "tiling": "tbd",
        "numericalStability": "Online-Softmax: pro Zeile laufendes Maximum m und Summe l in fp32; bei größerem Maximum werden Akkumulator und l mit exp(m_alt − m_neu) reskaliert.",
        "tradeOff": "Bei head_dim = 256 passen 64×64-Kacheln nur noch auf GPUs mit mindestens 192 KB Shared Memory; auf sm86/sm89 (etwa 100 KB) muss man auf die langsame Eager-Attention zurückfallen.",
    }
