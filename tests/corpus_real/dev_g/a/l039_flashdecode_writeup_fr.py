# Sources: S13 (paraphrase / learner rewrite in French)


def designOutline():
    return {
        "memoryTraffic": "Noyau fusionné : S et P restent en registres/SRAM et ne sont jamais écrits en HBM ; HBM : lecture de Q, K, V, écriture de O et du logsumexp.",
        "tiling": {
            "mechanism": "boucle externe sur les blocs de Q, boucle interne sur les blocs de K/V",
            "decision": "Br = 128 lignes de Q en mémoire partagée par bloc de threads, Bc = 64 lignes de K/V par itération, d = 128 ; grille (N/128, batch × têtes)",
        },
        "numericalStability": {
            "mechanism": "softmax en ligne avec max courant m et somme l par ligne",
            "decision": "en fp32 ; on multiplie l'accumulateur et l par exp(m_ancien - m_nouveau) quand m augmente, division par l à la fin",
        },
        "failureMode": {
            "cost": "au décodage, la plupart des SM restent inactifs",
            "cause": "Q_len = 1, donc un seul bloc de Q : la grille n'a que batch × têtes blocs, soit 8 blocs sur 132 SM d'un H100 à batch = 1 et 8 têtes (≈ 6 % d'occupation)",
        },
    }
