# Sources: S01 (learner rewrite in French)
def designOutline():
    return {
        "memoryTraffic": "Mon noyau ne matérialise jamais S ni P : chaque tuile de scores reste dans les registres. Le trafic HBM se réduit à lire Q, K, V (K et V relus une fois par bloc de Q) et écrire O et le logsumexp, soit Θ(N²d²/M) accès au lieu de Θ(Nd + N²) pour l'implémentation naïve.",
        "tiling": "Br = 64, Bc = 128, d = 64 (fp16 : 8 Ko + 2 x 16 Ko) ; Q et l'accumulateur fp32 restent sur la puce, K/V défilent en double tampon ; grille (N/64, batch x têtes).",
        "numericalStability": "Max courant et somme courante par ligne en fp32 ; l'accumulateur est remis à l'échelle par exp(m_ancien - m_nouveau) ; les lignes entièrement masquées sont forcées à 0 au lieu de NaN.",
        "tradeOff": "En causal, les blocs de Q du début n'ont presque rien à faire et ceux de la fin beaucoup : déséquilibre de charge, des SM restent inactifs en fin de noyau.",
    }
