# Sources: S09 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Allora, the point is: un solo kernel fused, S = QK^T e P restano on-chip (SRAM/registri) e "
            "non vengono mai scritti in HBM. We read Q, K, V from HBM and write back only O e il vettore "
            "m/l per riga."
        ),
        "tiling": (
            "Come nel PR di Triton: se M è la SRAM per SM e d la head dim, Bc = M/(4d) e Br = min(M/(4d), d). "
            "Con d = 64 e ~100 KB usabili prendo BLOCK_M = 64, BLOCK_N = 128: il Q tile resta in shared "
            "memory per tutto il kernel, K e V li streammo nel loop interno. Per causal, i blocchi K/V sopra "
            "la diagonale li saltiamo proprio."
        ),
        "numericalStability": (
            "Online softmax con running max m_i e somma l_i in fp32; alpha = exp(m_i - m_ij) è il fattore di "
            "correzione che moltiplica acc e l_i ogni volta che il max cresce. Il PR teneva qk in fp16 ma io "
            "tengo acc in fp32, è più sicuro."
        ),
        "tradeOff": (
            "Trade-off di BLOCK_N: più grande = meno iterazioni, ma il tile di S (BLOCK_M x BLOCK_N in fp32) "
            "sta nei registri e con 128x128 il compilatore fa spill, e l'occupancy va giù."
        ),
    }
