# Sources: S42 (support de cours en français, paraphrase)
def designOutline():
    return {
        "memoryTraffic": "On découpe Q, K, V en tuiles qui tiennent dans la SRAM des cœurs et on calcule l'attention tuile par tuile : la matrice N×N n'est jamais écrite en HBM, seules Q, K, V sont lues et O est écrite (plus la log-somme-exp par ligne pour le backward).",
        "tiling": "Une tuile de 128 requêtes reste en SRAM par bloc de threads ; les tuiles de K et V (64 lignes) défilent dans la boucle interne ; en causal, les tuiles entièrement au-dessus de la diagonale sont sautées.",
        "numericalStability": "Softmax en ligne : pour chaque ligne on maintient le maximum courant et la somme des exponentielles (fp32), et on corrige les résultats partiels par exp(m_ancien − m_nouveau) à chaque nouvelle tuile. Le résultat est exact, pas une approximation.",
        "tradeOff": "Comme P n'est pas stockée, le backward recalcule S et P tuile par tuile : environ une multiplication QK^T de plus, échangée contre une mémoire O(N) au lieu de O(N²).",
    }
