# Sources: S02, S03 (paraphrase / learner rewrite, French)


def designOutline():
    return {
        "memoryTraffic": (
            "Un seul noyau fusionné calcule QK^T, le softmax et PV : les matrices S et P (N×N) ne sont "
            "jamais écrites en HBM, chaque tuile reste en SRAM/registres puis est jetée. On lit Q, K, V "
            "depuis la HBM et on n'écrit que O et un logsumexp par ligne."
        ),
        "tiling": (
            "Q découpé en blocs de Br = 128 lignes ; un thread block par (bloc de Q, batch × tête), le bloc "
            "de Q et l'accumulateur fp32 restent sur la puce. La boucle interne fait défiler K et V par "
            "blocs de Bc = 64 lignes en mémoire partagée, avec 2 étages de pipeline. En causal, on saute "
            "les blocs K/V entièrement au-dessus de la diagonale."
        ),
        "numericalStability": (
            "Softmax en ligne : chaque ligne garde un max courant m et une somme courante l en fp32. Si le "
            "nouveau bloc a un max plus grand, on multiplie l'accumulateur et l par exp(m_ancien − m_nouveau) "
            "avant d'ajouter exp(S − m_nouveau)·V. À la fin, O = acc / l."
        ),
        "tradeOff": (
            "Inconvénient : des tuiles plus grandes (Br = 256) réduiraient les relectures de K/V mais "
            "l'accumulateur fp32 déborderait des registres (spill) et l'occupation baisserait."
        ),
    }
