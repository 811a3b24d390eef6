# Sources: S01 (learner rewrite in French of a course lecture summary), S10 (background)


def designOutline():
    return {
        "memoryTraffic": (
            "Un seul noyau fusionné calcule QK^T, le softmax et PV : les matrices S et P (N x N) ne sont "
            "jamais écrites en HBM, elles restent en SRAM / registres, une tuile à la fois. On lit Q, K, V "
            "depuis la HBM et on n'écrit que O et le logsumexp de chaque ligne."
        ),
        "tiling": (
            "Blocs de Q de 128 lignes, un bloc de threads par bloc de Q (grille = N/128 x batch*têtes), "
            "gardés en mémoire partagée pendant tout le noyau ; la boucle interne parcourt K et V par blocs "
            "de 64 lignes. Avec d = 64 en fp16 : 16 Ko pour Q + 2 x 8 Ko pour K/V."
        ),
        "numericalStability": (
            "Softmax en ligne : pour chaque ligne on garde le max courant m et la somme l en fp32. Quand m "
            "augmente, on multiplie l'accumulateur et l par exp(m_ancien - m_nouveau) avant d'ajouter le "
            "nouveau bloc ; on divise par l une seule fois à la fin."
        ),
        "tradeOff": (
            "Le backward ne stocke pas P : il recalcule S = QK^T bloc par bloc à partir de Q, K et du "
            "logsumexp, soit à peu près un GEMM de plus par bloc. On paie des FLOPs pour garder une "
            "mémoire en O(N)."
        ),
    }
